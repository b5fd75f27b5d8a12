/**
 * The analysis's model: networks with the extra inputs, closer to gnubg's judgement than the hard level's
 * (weights.ts in this folder), and the bear-off database. It grades plays and cube decisions; the levels
 * play with the models of evaluation.ts.
 */
import { type EvaluationModel, modelFrom } from '../evaluation';
import { ANALYSIS_WEIGHTS } from './weights';

export const ANALYSIS_MODEL: EvaluationModel = modelFrom('analysis', ANALYSIS_WEIGHTS, true);
