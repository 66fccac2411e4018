import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';
import { roleSchema, userSchema } from './users';

/** An invitation link stays valid this long; a re-sent invite replaces it. */
export const INVITE_TOKEN_TTL_DAYS = 7;

const inviteEmail = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.').max(320));

export const inviteUserBody = z.object({
  emails: z.array(inviteEmail).min(1, 'Enter at least one email.').max(100, 'Invite at most 100 people at once.'),
  role: roleSchema.default('user'),
  company_id: z.number({ error: 'A company is required.' }).int().positive('A company is required.').max(INT32_MAX, 'A company is required.'),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;
export const inviteUserResponse = envelope(z.array(userSchema));

export const reinviteUserBody = z.object({ email: inviteEmail });
export type ReinviteUserBody = z.infer<typeof reinviteUserBody>;

/** What the activation page shows before the form is sent. */
export const invitationSchema = z.object({ email: z.string(), company: z.string().nullable() });
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponse = envelope(invitationSchema);

export const INVITATION_MESSAGES = {
  invalidToken: 'This invitation link is invalid, has expired or has already been used. Ask your administrator to send a new one.',
  activated: 'Your account is active. You can now sign in.',
} as const;
