import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';
import { userSchema } from './users';

/** The 50 states, the District of Columbia and the inhabited territories AS, GU, PR and VI: 55 in all. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AS', 'American Samoa'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['GU', 'Guam'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VI', 'U.S. Virgin Islands'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const satisfies ReadonlyArray<readonly [string, string]>;
export type UsState = (typeof US_STATES)[number][0];
export const usStateCodes = US_STATES.map(([code]) => code) as [UsState, ...UsState[]];

/** Empty strings mean "not given" and are stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const companyFieldsBody = z.object({
  name: z.string().trim().min(1, 'Company name required.').max(200),
  address: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  state: z
    .union([z.enum(usStateCodes, 'Choose a US state or territory.'), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  zip: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'Zip must be numeric.'),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CompanyFieldsBody = z.input<typeof companyFieldsBody>;
export const setCompanyActiveBody = z.strictObject({ is_active: z.boolean() });
export const updateCompanyBody = z.union([setCompanyActiveBody, companyFieldsBody]);
export type UpdateCompanyBody = z.input<typeof updateCompanyBody>;

export const companySchema = z.object({
  id: z.number().int().max(INT32_MAX),
  name: z.string(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  is_active: z.boolean(),
  employees: z.array(userSchema),
});
export type Company = z.infer<typeof companySchema>;
export const companyResponse = envelope(companySchema);
export const companiesListResponse = envelope(z.array(companySchema));
