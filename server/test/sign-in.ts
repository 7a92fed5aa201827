import type { TestApp } from './build-test-app';
import { createSchool, uniquePhone } from './factories';

/** Form body as the web app sends it. */
export function form(fields: Record<string, string | number | boolean>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
    ).toString(),
  };
}

/** Requests a code and verifies it over HTTP; returns the login register id and account state. */
export async function verifyPhone(t: TestApp, phone: string, userType: 1 | 2) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/verify-code',
    ...form({ sms: phone, type: userType }),
  });
  if (sent.statusCode !== 200) throw new Error(`verify-code ${sent.statusCode} ${sent.body}`);
  const code = t.lastCode(phone);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sms-login',
    ...form({ sms: phone, code, userType }),
  });
  if (res.statusCode !== 200) throw new Error(`sms-login ${res.statusCode} ${res.body}`);
  const body = res.json<{ loginRegisterID: string; accountState: 1 | 2 }>();
  return { ...body, code, phone };
}

/** Signs up a new coach through the real calls (set-up, then login); a fresh school unless one is named. */
export async function signUpCoach(
  t: TestApp,
  opts: {
    school?: string;
    teams?: Partial<Record<'jvBoys' | 'vBoys' | 'jvGirls' | 'vGirls', boolean>>;
    phone?: string;
  } = {},
) {
  const phone = opts.phone ?? uniquePhone();
  const v = await verifyPhone(t, phone, 1);
  const setup = await t.app.inject({
    method: 'POST',
    url: `/api/set-up/${v.loginRegisterID}`,
    ...form({
      school: opts.school ?? (await createSchool(t.ctx.db)).value,
      fname: 'Ann',
      lname: 'Lee',
      email: 'ann@example.org',
      phone,
      ...(opts.teams ?? { jvBoys: true }),
    }),
  });
  if (setup.statusCode !== 200) throw new Error(`set-up ${setup.statusCode} ${setup.body}`);
  const { coachID, schoolID } = setup.json<{ coachID: number; schoolID: number }>();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: {
      LoginRegisterID: v.loginRegisterID,
      CoachID: coachID,
      SchoolID: schoolID,
      SMS: phone,
      Code: v.code,
    },
  });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode} ${login.body}`);
  return { phone, coachID, schoolID, token: login.json<{ token: string }>().token };
}
