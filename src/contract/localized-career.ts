// A job post's texts in the page's language: the Bengali title, description and requirements on
// Bengali pages where the post has them, the English ones otherwise (the rule products follow,
// localized-product.ts). Used by the careers page and the server's JSON-LD for /bn/careers.
import type { Locale } from './enums';
import { pick } from './localized-product';

type CareerTexts = {
  title: string;
  titleBn?: string | null;
  description: string;
  descriptionBn?: string | null;
  requirements: string[];
  requirementsBn?: string[] | null;
};

export const careerTitle = (career: CareerTexts, locale: Locale) =>
  pick(career.title, career.titleBn, locale);

export const careerDescription = (career: CareerTexts, locale: Locale) =>
  pick(career.description, career.descriptionBn, locale);

export const careerRequirements = (career: CareerTexts, locale: Locale) =>
  locale === 'bn' && career.requirementsBn?.length ? career.requirementsBn : career.requirements;
