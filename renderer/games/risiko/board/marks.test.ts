import { describe, expect, it } from 'vitest';
import { look } from './marks';

const alpha = (rgba: string): number => Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(rgba)?.[1] ?? 1);

describe('highlight looks', () => {
  const source = look('source', 'friendly', false);
  const target = look('target', 'friendly', false);

  it('draws the attack sources the prompt calls "highlighted" visibly at the default zoom', () => {
    expect(source).not.toBeNull();
    expect(source?.width).toBeGreaterThanOrEqual(2);
    expect(alpha(source?.stroke ?? '')).toBeGreaterThanOrEqual(0.85);
    expect(alpha(source?.fill ?? '')).toBeGreaterThanOrEqual(0.08);
    expect(source?.glow).toBeGreaterThan(0);
  });

  it('keeps a target louder than a source, and a hovered source louder than a resting one', () => {
    expect(target?.width).toBeGreaterThan(source?.width ?? 0);
    expect(target?.glow).toBeGreaterThan(source?.glow ?? 0);
    const hovered = look('source', 'friendly', true);
    expect(hovered?.width).toBeGreaterThan(source?.width ?? 0);
    expect(hovered?.glow).toBeGreaterThan(source?.glow ?? 0);
  });
});
