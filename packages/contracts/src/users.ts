import { z } from 'zod';

export const roles = ['super-admin', 'admin', 'user'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const accessLevels = ['admin', 'write', 'view'] as const;
export const accessLevelSchema = z.enum(accessLevels);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/** A user as the API returns it (never the password hash). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  company_id: z.number().int().nullable(),
  company: z.string().nullable(),
  is_active: z.boolean(),
  default_config_id: z.number().int().nullable(),
  email_confirmed: z.boolean(),
  invited_datetime: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
