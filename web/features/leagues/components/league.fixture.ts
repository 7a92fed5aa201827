import type { League } from '../../../../contract/leagues';

/** The league page tests' league (ScheduleList.test.tsx, LeagueManage.test.tsx). */

const member = (schoolId: number, schoolName: string) => ({
  schoolId,
  schoolName,
  state: 'joined' as const,
  rosterId: schoolId * 10,
});

/** A league of three joined schools under the custom pack, managed by the viewer's school (team 10). */
export const LEAGUE: League = {
  id: 5,
  name: 'Metro Conference',
  season: 'Spring 2026',
  seasonYear: 2026,
  teamType: 1,
  rulePack: {
    id: 'custom',
    name: 'Custom',
    label: 'Custom',
    association: '',
    version: 1,
    year: 2026,
    source: { title: 'The league', url: null },
    penalty: '',
    singles: 3,
    doubles: 2,
    scoreFormat: null,
    ladderScoreFormat: 'SET3-S:6/TB7',
    postingDeadline: null,
    lineupLockMinutes: null,
  },
  tieBreaks: ['head-to-head'],
  freezeOn: null,
  frozen: false,
  publicUrl: 'https://courtside.example/league/abc',
  mayManage: true,
  myRosterId: 10,
  invited: false,
  members: [member(1, 'Lincoln'), member(2, 'Kennedy'), member(3, 'Roosevelt')],
  duals: [],
  schedule: [],
  standings: [],
};
