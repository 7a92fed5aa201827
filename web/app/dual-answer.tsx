import { useQuery } from '@tanstack/react-query';
import { availabilityQuery, useAnswer } from '../features/availability/api';
import { AnswerForm } from '../features/availability/components/AnswerForm';
import type { DualExtras } from '../features/duals/dual-extras';

/** A player's Going / Maybe / Not going for one dual: availability's own form and calls (issue 29). */
function DualAnswer({ id }: { id: number }) {
  const query = useQuery(availabilityQuery('dual', id));
  const answer = useAnswer('dual', id);
  const mine = query.data?.mine;
  if (!query.data || !mine) return null;
  return (
    <AnswerForm
      initial={{ answer: mine.answer, note: mine.note }}
      closed={query.data.subject.closed}
      onSave={answer.save}
      pending={answer.pending}
    />
  );
}

/** The duals pages' extras for a player. */
export const dualExtras: DualExtras = { playerAnswer: (id) => <DualAnswer key={id} id={id} /> };
