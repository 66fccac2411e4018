import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';

export const roles = ['super-admin', 'admin', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const accessLevels = ['admin', 'write', 'view'] as const;
export const accessLevelSchema = z.enum(accessLevels);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** A user as the API returns it (never the password hash). */
export const userSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  company_id: z.number().int().max(INT32_MAX).nullable(),
  company: z.string().nullable(),
  is_active: z.boolean(),
  default_config_id: z.number().int().max(INT32_MAX).nullable(),
  email_confirmed: z.boolean(),
  invited_datetime: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const usersListResponse = envelope(z.array(userSchema));
export const userResponse = envelope(userSchema);

/** One row of a user's project access list; `id` is the access id used to remove it. */
export const userProjectAccessSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  access_level: accessLevelSchema,
  project: z.object({
    id: z.number().int().max(INT32_MAX),
    name: z.string(),
    deleted_date: z.string().nullable(),
  }),
});
export type UserProjectAccess = z.infer<typeof userProjectAccessSchema>;

export const userDetailSchema = userSchema.extend({ projects: z.array(userProjectAccessSchema) });
export type UserDetail = z.infer<typeof userDetailSchema>;
export const userDetailResponse = envelope(userDetailSchema);

const nameField = (label: string) => z.string().trim().min(1, `${label} required.`).max(100);
/** 0 (or null) means the built-in default configuration. */
const defaultConfigField = z.number().int().max(INT32_MAX).nonnegative().nullable();
const emailField = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')).pipe(z.string().max(320));

/** PUT /api/users/{id} by the user themselves (My account). */
export const updateOwnAccountBody = z.object({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField.optional(),
  role: roleSchema.optional(),
  default_config_id: defaultConfigField.optional(),
});
/** PUT /api/users/{id} from Manage users; `id` marks this shape. */
export const adminUpdateUserBody = z.object({
  id: z.number().int().max(INT32_MAX),
  company_id: z.number().int().max(INT32_MAX).nullable(),
  email: emailField,
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  is_active: z.boolean(),
  role: roleSchema,
  default_config_id: defaultConfigField.optional(),
});
/** PUT /api/users/{id} that only activates or deactivates (super-admin only). */
export const setUserActiveBody = z.strictObject({ is_active: z.boolean() });
export const updateUserBody = z.union([setUserActiveBody, adminUpdateUserBody, updateOwnAccountBody]);
export type UpdateOwnAccountBody = z.infer<typeof updateOwnAccountBody>;
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBody>;
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const accessIdParam = z.object({ accessId: z.coerce.number().int().max(INT32_MAX).positive() });
