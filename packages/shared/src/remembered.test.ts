import { describe, expect, it } from 'vitest';
import { rememberedByText } from './remembered.js';

describe('rememberedByText', () => {
  const counted = (max: number, weigh?: (text: string) => number) => {
    const computed: string[] = [];
    const upper = rememberedByText(
      (text) => {
        computed.push(text);
        return text.toUpperCase();
      },
      max,
      weigh,
    );
    return { upper, computed };
  };

  it('computes each text once while it is remembered', () => {
    const { upper, computed } = counted(10);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(computed).toEqual(['a', 'b']);
  });

  it('forgets everything once the texts weigh more than the bound, and starts counting again', () => {
    const { upper, computed } = counted(10, (text) => text.length);
    upper('aaaa');
    upper('bbbb');
    upper('cccc'); // 12 > 10: 'aaaa' and 'bbbb' are forgotten
    upper('aaaa');
    upper('cccc');
    upper('dd'); // 4 + 4 + 2 = 10: kept with the others
    upper('cccc');
    expect(computed).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa', 'dd']);
  });
});
