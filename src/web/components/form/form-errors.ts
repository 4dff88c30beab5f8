// Reading react-hook-form's error tree (nested like the values: `salary.max`, `requirements.root`,
// `specifications.0.name`) and finding the controls it names, so every form reports and focuses
// broken fields the same way.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/web/lib/api-client';

type ErrorNode = { [key: string]: unknown };

// Keys of an error leaf that are not nested errors (`ref` is the DOM element itself). Elsewhere they
// are field names like any other (the contact form has a `message` field).
const LEAF_KEYS = new Set(['message', 'type', 'types', 'ref']);

const isLeaf = (node: ErrorNode) => typeof node.message === 'string' || typeof node.type === 'string';

/** Paths of the broken fields, in the order the rules reported them: ['title', 'salary.max']. */
export function errorPaths(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  const leaf = isLeaf(node as ErrorNode);
  const paths = prefix && leaf ? [prefix] : [];
  for (const [key, child] of Object.entries(node)) {
    if (leaf && LEAF_KEYS.has(key)) continue;
    paths.push(...errorPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return paths;
}

/** The first message at or under an error node (a field, a list, or the whole form). */
export function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as ErrorNode;
  if (typeof message === 'string' && message) return message;
  const leaf = isLeaf(node as ErrorNode);
  for (const [key, child] of Object.entries(node)) {
    if (leaf && LEAF_KEYS.has(key)) continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The control an error path names: the field itself, else the first control under it (a list's
 * first row), else the nearest parent's. `root.*` errors concern the whole form: no control.
 */
export function controlFor(root: ParentNode, path: string): HTMLElement | null {
  const parts = path.split('.');
  if (parts[0] === 'root') return null;
  for (let length = parts.length; length > 0; length--) {
    const name = parts.slice(0, length).join('.');
    const control = root.querySelector<HTMLElement>(`[name="${name}"], [name^="${name}."]`);
    if (control) return control;
  }
  return null;
}

// Room kept above a control so its label shows: the site's sticky header, or a label's height.
const PAGE_HEADER_PX = 80;
const LABEL_PX = 40;

/** The nearest ancestor that scrolls its content (a modal's body), or null for the page itself. */
function scrollingParent(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight)
      return parent;
  }
  return null;
}

/** Brings a control hidden under a header or out of view to the middle of what scrolls it. */
function revealControl(control: HTMLElement) {
  const box = control.getBoundingClientRect();
  const container = scrollingParent(control);
  // Only the nearest scroller moves: scrollIntoView would also shift a modal's own frame.
  const area = container?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
  const room = container ? LABEL_PX : PAGE_HEADER_PX;
  if (box.top >= area.top + room && box.bottom <= area.bottom) return;
  const offset = box.top + box.height / 2 - (area.top + area.bottom) / 2;
  if (container) container.scrollTop += offset;
  else window.scrollBy(0, offset);
}

/**
 * Focuses the control of the first broken field: the first in the form's own order, or the first
 * reported when the form names only that one (a toast says its message), and brings it into view
 * with its label.
 */
export function focusFirstError(form: HTMLElement | null, paths: string[], first: 'in-form' | 'reported') {
  if (!form) return;
  const controls = paths.map((path) => controlFor(form, path)).filter((control) => control !== null);
  const broken = new Set(controls);
  const control =
    first === 'reported'
      ? controls[0]
      : [...form.querySelectorAll<HTMLElement>('[name]')].find((candidate) => broken.has(candidate));
  if (!control) return;
  revealControl(control);
  control.focus({ preventScroll: true });
}

/**
 * Puts the server's `errors[]` (`[{ path, message }]`, path like `price.minValue`) on the fields
 * they name, the first message per field, and returns their paths; none when the failure named no
 * field (then the form's toast or alert says the server's message).
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
): string[] {
  const entries = error instanceof ApiError ? (error.errors ?? []) : [];
  const paths: string[] = [];
  for (const { path, message } of entries) {
    if (!path || paths.includes(path)) continue;
    paths.push(path);
    setError(path as Path<T>, { type: 'server', message });
  }
  return paths;
}
