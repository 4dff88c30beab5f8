// Which of the product page's sections the sticky tab bar marks, from where the sections are now.
// Worked out from positions on every scroll (not from intersection events), so it follows the page
// both ways: scrolled back to the top, the first tab is marked again.

export type SectionPosition = { id: string; top: number };

/**
 * `sections` in page order with their tops relative to the viewport; `line` is the distance from the
 * viewport's top at which a section counts as being read (just under the sticky bars). The marked
 * section is the last one whose top has reached the line; above every section, the first. At the
 * very bottom of the page a short last section cannot reach the line: it is marked once its top is
 * on screen.
 */
export function sectionInView(
  sections: SectionPosition[],
  line: number,
  page: { atBottom: boolean; viewportHeight: number },
): string | undefined {
  if (sections.length === 0) return undefined;
  const last = sections[sections.length - 1];
  if (page.atBottom && last.top < page.viewportHeight) return last.id;
  let current = sections[0].id;
  for (const section of sections) {
    if (section.top <= line) current = section.id;
  }
  return current;
}
