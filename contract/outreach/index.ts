import { z } from 'zod';
import { emailSchema, formBoolean, idField, intField, nameSchema, phoneSchema } from '../common';

/**
 * Outreach calls of SPEC.md section 7: contact lists for the audiences 5 preseason,
 * 6 jv-parents and 7 var-parents. A list belongs to the coach's school: every coach of the
 * school sees and edits the same three lists.
 */

/** Outreach audiences (skill levels 5-7). */
export const OUTREACH_LEVELS = [5, 6, 7] as const;
export type OutreachLevel = (typeof OUTREACH_LEVELS)[number];
export const outreachLevelField = intField(5, 7);

/** The audience of a contact list. */
export const communicationsParams = z.object({ skillLevel: outreachLevelField });

/** An optional e-mail: empty means "none given"; anything else must be an address. */
export const optionalEmailSchema = z.union([z.literal(''), emailSchema]);

/** One contact (API.md): playerId is null for a new person; an existing player's details come from the player. */
export const communicationContact = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  pn: z.string(),
  skillLevel: z.number().int(),
  playerId: z.number().int().nullable(),
});
export type CommunicationContact = z.infer<typeof communicationContact>;

export const communicationsReply = z.object({ data: z.array(communicationContact) });
export const communicationReply = z.object({ data: communicationContact });

/** The details of a new person (not a player). */
export const newPersonSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: optionalEmailSchema.default(''),
  pn: phoneSchema,
});

const blank = z.literal('');

/**
 * A new contact: already=yes with pid (a player of one of the coach's teams), or already=no with
 * firstName, lastName, email (may be empty) and pn.
 * Fields of the other branch are ignored, so the web form may send all of them.
 */
export const addCommunicationBody = z
  .object({
    already: formBoolean,
    skillLevel: outreachLevelField,
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    email: z.string().max(300).optional(),
    pn: z.string().max(40).optional(),
    pid: z.union([blank, idField]).optional(),
  })
  .transform((b, ctx) => {
    if (b.already) {
      if (b.pid === undefined || b.pid === '') {
        ctx.addIssue({ code: 'custom', path: ['pid'], message: 'is required when already is yes' });
        return z.NEVER;
      }
      return { already: true as const, skillLevel: b.skillLevel, pid: b.pid };
    }
    const person = newPersonSchema.safeParse({
      firstName: b.firstName ?? '',
      lastName: b.lastName ?? '',
      email: b.email ?? '',
      pn: b.pn ?? '',
    });
    if (!person.success) {
      for (const issue of person.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { already: false as const, skillLevel: b.skillLevel, ...person.data };
  });
export type AddCommunicationBody = z.input<typeof addCommunicationBody>;

/** A contact's new details: only a new person's (not a player's) can be edited. */
export const editCommunicationBody = newPersonSchema.extend({ editId: idField });
export type EditCommunicationBody = z.input<typeof editCommunicationBody>;

export const deleteCommunicationParams = z.object({ id: idField });
export const deleteCommunicationReply = z.object({ ok: z.literal(true) });

/**
 * Whether the school's shared contacts are open to a coach (issue 17): 'accepted' coaches see the
 * school's lists; a 'pending' coach (a later coach who only created a team) or a 'declined' one
 * sees the contacts they added themselves until an accepted coach of the school accepts them.
 */
export const CONTACTS_ACCESS = ['accepted', 'pending', 'declined'] as const;
export type ContactsAccess = (typeof CONTACTS_ACCESS)[number];

/** A coach of the school waiting for (or refused) the shared contacts. */
export const schoolCoachAccess = z.object({
  coachId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Team type codes (1-4) the coach coaches. */
  teams: z.array(z.number().int()),
  access: z.enum(CONTACTS_ACCESS),
  /** When they signed up (pending) or were declined, ISO. */
  since: z.string(),
});
export type SchoolCoachAccess = z.infer<typeof schoolCoachAccess>;

/**
 * The caller's own access to the shared contacts, and (for an accepted coach) the school's coaches
 * who are pending or declined.
 */
export const outreachAccessReply = z.object({
  access: z.enum(CONTACTS_ACCESS),
  coaches: z.array(schoolCoachAccess),
});
export type OutreachAccessReply = z.infer<typeof outreachAccessReply>;

export const coachAccessParams = z.object({ id: idField });
