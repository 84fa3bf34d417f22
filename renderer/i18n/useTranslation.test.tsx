import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './instance';
import { useTranslation, type Translation } from './useTranslation';

/** Renders a component that calls the hook and hands out what it returned. */
function render<N extends string>(ns?: N): Translation<N> {
  let got: Translation<N> | null = null;
  function Probe() {
    got = useTranslation(ns);
    return null;
  }
  renderToString(<Probe />);
  if (got === null) throw new Error('the probe did not render');
  return got;
}

describe('useTranslation', () => {
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: { hello: 'Hello' } }, de: { common: { hello: 'Hallo' } } },
      interpolation: { escapeValue: false },
    });
  });

  it('translates in the default namespace and hands out the instance', () => {
    const { t, i18n: instance } = render();
    expect(t('hello')).toBe('Hello');
    expect(instance).toBe(i18n);
  });

  it('shares one t per namespace between components', () => {
    expect(render('common').t).toBe(render('common').t);
  });

  it('follows a change of language with a new t', async () => {
    const before = render().t;
    await i18n.changeLanguage('de');
    const after = render().t;
    expect(after).not.toBe(before);
    expect(after('hello')).toBe('Hallo');
    await i18n.changeLanguage('en');
    expect(render().t('hello')).toBe('Hello');
  });

  it('finds a game namespace added after the app started', () => {
    i18n.addResourceBundle('en', 'game', { title: 'Game' }, true, true);
    expect(render('game').t('title')).toBe('Game');
  });
});
