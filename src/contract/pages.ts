// Every page's title and description, in one table read by the server (the HTML head crawlers and link
// previews see) and by the browser (the document title as the visitor moves between pages), so the
// two can never drift apart.
import { PRODUCT_TEXT } from './product-rules';
import { COMPANY } from './site';

export type PageText = {
  title: string;
  description: string;
  /** Kept out of search engines (private or account pages). */
  noindex?: boolean;
  /** The page's texts in the `meta` catalogs ("about" → meta.about.title), for its other languages. */
  key?: string;
};

/** "Careers" becomes "Careers | Meghna Chemicals". */
export const pageTitle = (name: string) => `${name} | ${COMPANY.shortName}`;

const CATALOGUE: PageText = {
  key: 'catalogue',
  title: pageTitle('Industrial Chemicals Catalogue'),
  description: COMPANY.description,
};

const pages = {
  '/': CATALOGUE,
  '/home': {
    key: 'home',
    title: pageTitle(COMPANY.tagline),
    description: COMPANY.description,
  },
  '/about': {
    key: 'about',
    title: pageTitle('About Us'),
    description: `${COMPANY.name} has supplied industrial chemicals in Bangladesh since ${COMPANY.founded}. ${COMPANY.vision}`,
  },
  '/careers': {
    key: 'careers',
    title: pageTitle('Careers'),
    description: `Open positions at ${COMPANY.name}, ${COMPANY.address.city}.`,
  },
  '/contact': {
    key: 'contact',
    title: pageTitle('Contact Us'),
    description: `Call, e-mail or visit ${COMPANY.name} in ${COMPANY.address.city}. Ask for prices and specifications.`,
  },
  '/documents': {
    key: 'documents',
    title: pageTitle('Safety Data Sheets and Product Documents'),
    description:
      'Safety and technical data sheets and certificates of analysis of our chemicals, in English and Bengali.',
  },
  '/quote-basket': {
    key: 'quoteBasket',
    title: pageTitle('Quote Basket'),
    description: 'Ask for one quotation for several products.',
    noindex: true,
  },
  '/login': {
    key: 'login',
    title: pageTitle('Sign In'),
    description: 'Sign in to your account.',
    noindex: true,
  },
  '/signup': {
    key: 'signup',
    title: pageTitle('Create Account'),
    description: 'Create an account.',
    noindex: true,
  },
  '/forgot-password': {
    key: 'forgotPassword',
    title: pageTitle('Forgot Password'),
    description: 'Get a link to choose a new password.',
    noindex: true,
  },
  '/profile': {
    key: 'profile',
    title: pageTitle('Your Profile'),
    description: 'Your account.',
    noindex: true,
  },
  '/admin': {
    key: 'admin',
    title: pageTitle('Admin Dashboard'),
    description: 'Administration area.',
    noindex: true,
  },
  '/admin/inquiries': {
    key: 'adminInquiries',
    title: pageTitle('Product Inquiries'),
    description: 'Administration area.',
    noindex: true,
  },
} satisfies Record<string, PageText>;

export type PagePath = keyof typeof pages;
export const PAGES: Record<PagePath, PageText> = pages;

/** Any other page under /admin (the server cannot know which one the app will show). */
export const ADMIN_PAGE: PageText = {
  key: 'administration',
  title: pageTitle('Administration'),
  description: 'Administration area.',
  noindex: true,
};

/** The buyer's private tracking page, /quotes/{token}: never indexed, whatever the token. */
export const TRACKING_PAGE: PageText = {
  key: 'tracking',
  title: pageTitle('Your Inquiry and Quotations'),
  description: 'The status of your inquiry and the quotations we sent you.',
  noindex: true,
};

/** The page a mailed document link opens, /documents/download/{token}: never indexed, whatever the token. */
export const DOCUMENT_DOWNLOAD_PAGE: PageText = {
  key: 'documentDownload',
  title: pageTitle('Your Document'),
  description: 'Download the document you asked for.',
  noindex: true,
};

/** The buyer's private page of a sample request, /samples/{token}: never indexed, whatever the token. */
export const SAMPLE_TRACKING_PAGE: PageText = {
  key: 'sampleTracking',
  title: pageTitle('Your Sample Request'),
  description: 'The status of your sample request.',
  noindex: true,
};

/** One of a signed-in buyer's inquiries, /profile/inquiries/{id}. */
export const MY_INQUIRY_PAGE: PageText = {
  key: 'myInquiry',
  title: pageTitle('Your Inquiry'),
  description: 'Your account.',
  noindex: true,
};

/** The page a password reset link opens, /reset-password/{token}: never indexed, whatever the token. */
export const RESET_PASSWORD_PAGE: PageText = {
  key: 'resetPassword',
  title: pageTitle('Choose a New Password'),
  description: 'Choose a new password for your account.',
  noindex: true,
};

export const NOT_FOUND_PAGE: PageText = {
  key: 'notFound',
  title: pageTitle('Page Not Found'),
  description: COMPANY.description,
  noindex: true,
};

export const PRODUCT_NOT_FOUND_PAGE: PageText = {
  key: 'productNotFound',
  title: pageTitle(PRODUCT_TEXT.notFoundTitle),
  description: COMPANY.description,
  noindex: true,
};

export const EDIT_PRODUCT_PAGE: PageText = {
  key: 'editProduct',
  title: pageTitle('Edit Product'),
  description: 'Administration area.',
  noindex: true,
};

// Search engines show about 160 characters of a description.
const DESCRIPTION_LENGTH = 160;

/** Flattens whitespace and cuts at `length` characters, marking the cut with an ellipsis. */
export const summarise = (text: string, length = DESCRIPTION_LENGTH) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
};

export const productPage = (product: { name: string; description: string }): PageText => ({
  title: pageTitle(product.name),
  description: summarise(product.description),
});
