'use server';

/** The organiser's change of a table's house rules before its first game; the API checks every rule. */
import { getTranslations } from 'next-intl/server';
import type { ChouetteHouseRulesInput } from '@/gql/graphql';
import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import type { Answer } from './actions';
import type { HouseRulesView } from './house-rules';
import { SetChouetteHouseRulesMutation } from './queries';

export async function setHouseRulesAction(
  chouetteId: string,
  seq: number,
  house: ChouetteHouseRulesInput,
): Promise<Answer<HouseRulesView>> {
  try {
    const r = await apiRequest(SetChouetteHouseRulesMutation, {
      id: String(chouetteId),
      seq: Number(seq),
      house: typeof house === 'object' && house !== null ? house : {},
    });
    return { ok: true, value: r.setChouetteHouseRules.options.house };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    const t = await getTranslations('online.errors');
    return { ok: false, code: 'NETWORK', message: t('network') };
  }
}
