import type dayjs from 'dayjs';
import type { AttendanceMark, AvailabilityAnswer } from '../../contract/availability';
import type { Db } from './client';
import { availabilityAnswers, availabilitySubjects } from './schema/index';

/**
 * The demo's availability and attendance (issue 22): the Varsity Boys' reminders (48 h and 3 h
 * before), three past practices with answers and the coach's attendance (so the roster shows
 * season rates), and two coming practices with some answers and some players still to answer.
 * Answers are written straight (past events no longer take answers); the rest goes through the API.
 */

type Call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

const ANSWERS: readonly (AvailabilityAnswer | null)[] = [
  'going',
  'going',
  'maybe',
  'not_going',
  null,
  'going',
];

export async function seedDemoAvailability(
  db: Db,
  call: Call,
  opts: {
    token: string;
    teamType: number;
    playerIds: readonly number[];
    day: (offset: number) => dayjs.Dayjs;
  },
): Promise<void> {
  const { token, teamType, playerIds, day } = opts;
  await call(token, 'PUT', `/availability/team/${teamType}/reminders`, {
    onCreate: false,
    hoursBefore: [48, 3],
  });
  for (const [n, offset] of [-9, -6, -3, 2, 4].entries()) {
    const start = day(offset).hour(22).minute(0).second(0).millisecond(0);
    const { data } = (await call(token, 'POST', '/addCalendarEvent', {
      name: 'Practice: serves and returns',
      description: 'Courts 1-4.',
      startTime: start.format('YYYY-MM-DD HH:mm'),
      endTime: start.add(90, 'minute').format('YYYY-MM-DD HH:mm'),
      team: teamType,
    })) as { data: { csa_id: number } };
    const [subject] = await db
      .insert(availabilitySubjects)
      .values({ eventId: data.csa_id })
      .returning({ id: availabilitySubjects.id });
    const answered = playerIds
      .map((playerId, i) => ({ playerId, answer: ANSWERS[(i + n) % ANSWERS.length] ?? null }))
      .filter((a): a is { playerId: number; answer: AvailabilityAnswer } => a.answer !== null);
    if (answered.length > 0) {
      await db.insert(availabilityAnswers).values(
        answered.map((a) => ({
          subjectId: subject!.id,
          playerId: a.playerId,
          answer: a.answer,
          note: a.answer === 'not_going' ? 'Exam the next day' : '',
          forStart: start.toDate(),
          via: 'app',
          answeredAt: start.subtract(1, 'day').toDate(),
        })),
      );
    }
    if (offset > 0) continue;
    const marks = playerIds.map((playerId, i) => {
      const answer = ANSWERS[(i + n) % ANSWERS.length] ?? null;
      const mark: AttendanceMark =
        answer === 'not_going' ? 'excused' : answer === null ? 'absent' : i % 4 === n ? 'late' : 'present';
      return { playerId, mark };
    });
    await call(token, 'PUT', `/availability/event/${data.csa_id}/attendance`, { marks });
  }
}
