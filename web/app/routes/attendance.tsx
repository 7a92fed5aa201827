import { useParams } from 'react-router';
import { SUBJECT_KINDS, type SubjectKind } from '../../../contract/availability';
import { AttendancePage } from '../../features/availability/components/AttendancePage';
import { Component as NotFound } from './not-found';

/** /availability/{kind}/{id}/attendance: the coach takes attendance. */
export function Component() {
  const { kind, id } = useParams();
  const n = Number(id);
  if (!SUBJECT_KINDS.includes(kind as SubjectKind) || !Number.isInteger(n) || n < 1) return <NotFound />;
  return <AttendancePage key={`${kind}-${n}`} kind={kind as SubjectKind} id={n} />;
}
