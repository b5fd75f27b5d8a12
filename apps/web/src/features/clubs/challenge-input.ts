/**
 * A challenge's options and clock as the challenge form sends them (challenge-form.tsx): the same for a
 * challenge to one member and for an open challenge in the club's lobby.
 */
import type { ScoringProfile } from '@/gql/graphql';
import { readTimeControl, timeControlInput } from '@/features/clocks/time-control';
import { formText } from '@/lib/form-state';

export function challengeOptionsFrom(form: FormData) {
  const profile = formText(form, 'profile') as ScoringProfile;
  const length = Number(formText(form, 'length') || 5);
  return {
    timeControl: timeControlInput(readTimeControl(form, 'tc'), length === 0),
    options: {
      length,
      profile,
      crawford: form.get('crawford') === 'on',
      cube: profile !== 'simple' && form.get('cube') === 'on',
    },
  };
}
