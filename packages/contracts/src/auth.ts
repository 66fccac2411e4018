import { z } from 'zod';
import { envelope } from './envelope';
import { userSchema } from './users';

export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'Password is too long.');

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(320),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;
export const loginResponse = envelope(userSchema);

export const refreshQuery = z.object({ withUserInfo: z.enum(['true', 'false']).optional() });
export const refreshResponse = envelope(z.object({ user: userSchema.nullable() }));

export const resetPasswordRequestBody = z.object({ email: z.string().trim().min(1, 'Email is required.').max(320) });
export const resetPasswordBody = z.object({ password: passwordSchema });
export const tokenParam = z.object({ token: z.string().min(10).max(200) });

export const confirmInvitationBody = z.object({
  first_name: z.string().trim().min(1, 'First name required.').max(100),
  last_name: z.string().trim().min(1, 'Last name required.').max(100),
  password: passwordSchema,
});

export const messageResult = envelope(z.object({ message: z.string() }));
export const accountResponse = envelope(userSchema);

export const aboutSchema = z.object({
  last_commit: z.string().nullable(),
  date: z.string().nullable(),
  author: z.string().nullable(),
});
export type About = z.infer<typeof aboutSchema>;
export const aboutResponse = envelope(aboutSchema);

export const pageViewBody = z.object({ path: z.string().min(1).max(2000) });
/** GET /api/health: the server answers and its database too (503 with a message when it does not). */
export const healthResponse = envelope(z.object({ status: z.literal('ok'), database: z.object({ status: z.literal('ok'), ms: z.number() }) }));
