/**
 * The board's sounds (an option, off unless the player turns it on): a short click for a checker and a
 * rattle for the dice, made with the Web Audio API (no sound files to download or cache).
 */
export type BoardSound = 'move' | 'roll';

let context: AudioContext | null = null;

function tone(ctx: AudioContext, at: number, frequency: number, length: number, volume: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'triangle';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length);
}

/** Plays a sound now; a browser without Web Audio, or one that blocks it, stays silent. */
export function playSound(kind: BoardSound): void {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    if (kind === 'move') tone(context, now, 520, 0.06, 0.15);
    else for (let i = 0; i < 3; i++) tone(context, now + i * 0.05, 300 + i * 90, 0.05, 0.12);
  } catch {
    // No sound is no harm.
  }
}
