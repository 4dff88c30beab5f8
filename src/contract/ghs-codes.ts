// The GHS code lists (UN GHS Rev. 9/10): every hazard statement (H200-H420, with the combined
// statements GHS lists for acute toxicity and irritation) and every precautionary statement
// (P101-P503), with the combinations labels use. Their texts are in the `safety` catalogs
// (safety.H290, safety.P280), English as GHS words them; a combined P statement is its parts' texts
// in order, as GHS builds it, so only the single statements have texts of their own.

// biome-ignore format: a table of codes reads better than one code a line
export const HAZARD_STATEMENTS = [
  // Physical hazards
  'H200', 'H201', 'H202', 'H203', 'H204', 'H205', 'H206', 'H207', 'H208', 'H209', 'H210', 'H211', 'H220',
  'H221', 'H222', 'H223', 'H224', 'H225', 'H226', 'H227', 'H228', 'H229', 'H230', 'H231', 'H232', 'H240',
  'H241', 'H242', 'H250', 'H251', 'H252', 'H260', 'H261', 'H270', 'H271', 'H272', 'H280', 'H281', 'H282',
  'H283', 'H284', 'H290',
  // Health hazards
  'H300', 'H301', 'H302', 'H303', 'H304', 'H305', 'H310', 'H311', 'H312', 'H313', 'H314', 'H315', 'H316',
  'H317', 'H318', 'H319', 'H320', 'H330', 'H331', 'H332', 'H333', 'H334', 'H335', 'H336', 'H340', 'H341',
  'H350', 'H351', 'H360', 'H361', 'H362', 'H370', 'H371', 'H372', 'H373',
  // Environmental hazards
  'H400', 'H401', 'H402', 'H410', 'H411', 'H412', 'H413', 'H420',
  // Combined health hazards
  'H300+H310', 'H300+H330', 'H310+H330', 'H300+H310+H330', 'H301+H311', 'H301+H331', 'H311+H331',
  'H301+H311+H331', 'H302+H312', 'H302+H332', 'H312+H332', 'H302+H312+H332', 'H303+H313', 'H303+H333',
  'H313+H333', 'H303+H313+H333', 'H315+H320',
] as const;
export type HazardStatement = (typeof HAZARD_STATEMENTS)[number];

/** The single precautionary statements, each with its own text. */
// biome-ignore format: a table of codes reads better than one code a line
export const SINGLE_PRECAUTIONS = [
  // General
  'P101', 'P102', 'P103',
  // Prevention
  'P201', 'P202', 'P203', 'P210', 'P211', 'P212', 'P220', 'P222', 'P223', 'P230', 'P231', 'P232', 'P233',
  'P234', 'P235', 'P240', 'P241', 'P242', 'P243', 'P244', 'P250', 'P251', 'P260', 'P261', 'P262', 'P263',
  'P264', 'P265', 'P270', 'P271', 'P272', 'P273', 'P280', 'P282', 'P283', 'P284',
  // Response
  'P301', 'P302', 'P303', 'P304', 'P305', 'P306', 'P308', 'P310', 'P311', 'P312', 'P313', 'P314', 'P315',
  'P316', 'P317', 'P318', 'P319', 'P320', 'P321', 'P330', 'P331', 'P332', 'P333', 'P334', 'P335', 'P336',
  'P337', 'P338', 'P340', 'P342', 'P351', 'P352', 'P353', 'P354', 'P360', 'P361', 'P362', 'P363', 'P364',
  'P370', 'P371', 'P372', 'P373', 'P375', 'P376', 'P377', 'P378', 'P380', 'P381', 'P390', 'P391',
  // Storage
  'P401', 'P402', 'P403', 'P404', 'P405', 'P406', 'P407', 'P410', 'P411', 'P412', 'P413', 'P420',
  // Disposal
  'P501', 'P502', 'P503',
] as const;
export type SinglePrecaution = (typeof SINGLE_PRECAUTIONS)[number];

/** The combined precautionary statements labels print as one (worded from their parts). */
// biome-ignore format: a table of codes reads better than one code a line
export const COMBINED_PRECAUTIONS = [
  // Prevention
  'P231+P232', 'P235+P410', 'P264+P265',
  // Response
  'P301+P310', 'P301+P312', 'P301+P316', 'P301+P317', 'P301+P330+P331', 'P302+P334', 'P302+P335+P334',
  'P302+P352', 'P302+P317', 'P303+P361+P353', 'P304+P312', 'P304+P317', 'P304+P340', 'P305+P351+P338',
  'P305+P354+P338', 'P306+P360', 'P308+P311', 'P308+P313', 'P308+P316', 'P332+P313', 'P332+P317',
  'P333+P313', 'P333+P317', 'P335+P334', 'P337+P313', 'P337+P317', 'P342+P311', 'P361+P364', 'P362+P364',
  'P370+P376', 'P370+P378', 'P370+P372+P380+P373', 'P370+P380+P375', 'P371+P380+P375',
  // Storage
  'P402+P404', 'P403+P233', 'P403+P235', 'P410+P403', 'P410+P412',
] as const;

export const PRECAUTIONARY_STATEMENTS = [...SINGLE_PRECAUTIONS, ...COMBINED_PRECAUTIONS] as const;
export type PrecautionaryStatement = (typeof PRECAUTIONARY_STATEMENTS)[number];

const HAZARD_SET: ReadonlySet<string> = new Set(HAZARD_STATEMENTS);
const PRECAUTION_SET: ReadonlySet<string> = new Set(PRECAUTIONARY_STATEMENTS);

export const isHazardStatement = (code: string): code is HazardStatement => HAZARD_SET.has(code);
export const isPrecautionaryStatement = (code: string): code is PrecautionaryStatement =>
  PRECAUTION_SET.has(code);

/** "p301 + p330+P331" → "P301+P330+P331": codes as an admin may type them, written as GHS does. */
export const normalizeStatementCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** The single statements a code is made of, in order ("P301+P330+P331" → three). */
export const statementParts = (code: string) => code.split('+') as SinglePrecaution[];
