import { useParams, useRouteLoaderData } from 'react-router';
import type { TokenClaims } from '../../../contract/auth';
import { SUBJECT_KINDS, type SubjectKind } from '../../../contract/availability';
import { AvailabilityPage } from '../../features/availability/components/AvailabilityPage';
import { roleOf } from '../../lib/session';
import { Component as NotFound } from './not-found';

/** /availability/{kind}/{id}: who is coming to an event or match. */
export function Component() {
  const claims = useRouteLoaderData('session') as TokenClaims;
  const { kind, id } = useParams();
  const n = Number(id);
  if (!SUBJECT_KINDS.includes(kind as SubjectKind) || !Number.isInteger(n) || n < 1) return <NotFound />;
  return <AvailabilityPage key={`${kind}-${n}`} kind={kind as SubjectKind} id={n} role={roleOf(claims)} />;
}
