// What other features use of the site settings: the key-value store and the quotation terms.
export { QUOTATION_TERMS_SETTING, readQuotationTerms } from './quotation-terms';
export { readSetting, saveSetting } from './setting-repository';
