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
      resources: {
        en: { common: { hello: 'Hello', greet: 'Hello, {{name}}', apples_one: '{{count}} apple', apples_other: '{{count}} apples' } },
        de: { common: { hello: 'Hallo', greet: 'Hallo, {{name}}', apples_one: '{{count}} Apfel', apples_other: '{{count}} Äpfel' } },
      },
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

  it('gives the same text for the same key and options, and another for other options', () => {
    const { t } = render();
    expect(t('greet', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('greet', { name: 'Ana' })).toBe('Hello, Ana');
    expect(t('greet', { name: 'Ben' })).toBe('Hello, Ben');
    expect(t('apples', { count: 1 })).toBe('1 apple');
    expect(t('apples', { count: 3 })).toBe('3 apples');
    expect(t('greet', { name: 'Cy', extra: { nested: true } })).toBe('Hello, Cy');
    expect(t(['missing', 'hello'])).toBe('Hello');
  });

  it('translates anew once the resources change', () => {
    expect(render().t('hello')).toBe('Hello');
    i18n.addResourceBundle('en', 'common', { hello: 'Hi' }, true, true);
    expect(render().t('hello')).toBe('Hi');
    i18n.addResourceBundle('en', 'common', { hello: 'Hello' }, true, true);
  });

  it('finds a game namespace added after the app started', () => {
    i18n.addResourceBundle('en', 'game', { title: 'Game' }, true, true);
    expect(render('game').t('title')).toBe('Game');
  });
});
