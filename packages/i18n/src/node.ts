// The server's catalogues: all languages bundled statically, used to localise error messages.
import type { LanguageCode } from '@jade/contract/languages';
import { formatMessage, type Catalogue } from './format';
import myCatalogue from '../locales/my.json' with { type: 'json' };
import enCatalogue from '../locales/en.json' with { type: 'json' };
import cnCatalogue from '../locales/cn.json' with { type: 'json' };
import twCatalogue from '../locales/tw.json' with { type: 'json' };
import viCatalogue from '../locales/vi.json' with { type: 'json' };
import jaCatalogue from '../locales/ja.json' with { type: 'json' };
import thCatalogue from '../locales/th.json' with { type: 'json' };
import tyCatalogue from '../locales/ty.json' with { type: 'json' };
import hiCatalogue from '../locales/hi.json' with { type: 'json' };
import idCatalogue from '../locales/id.json' with { type: 'json' };
import bnCatalogue from '../locales/bn.json' with { type: 'json' };
import urCatalogue from '../locales/ur.json' with { type: 'json' };
import esCatalogue from '../locales/es.json' with { type: 'json' };
import kmCatalogue from '../locales/km.json' with { type: 'json' };
import koCatalogue from '../locales/ko.json' with { type: 'json' };
import msCatalogue from '../locales/ms.json' with { type: 'json' };
import ptCatalogue from '../locales/pt.json' with { type: 'json' };
import trCatalogue from '../locales/tr.json' with { type: 'json' };
import arCatalogue from '../locales/ar.json' with { type: 'json' };
import ruCatalogue from '../locales/ru.json' with { type: 'json' };
import frCatalogue from '../locales/fr.json' with { type: 'json' };
import deCatalogue from '../locales/de.json' with { type: 'json' };
import itCatalogue from '../locales/it.json' with { type: 'json' };
import nlCatalogue from '../locales/nl.json' with { type: 'json' };
import plCatalogue from '../locales/pl.json' with { type: 'json' };
import neCatalogue from '../locales/ne.json' with { type: 'json' };
import siCatalogue from '../locales/si.json' with { type: 'json' };
import taCatalogue from '../locales/ta.json' with { type: 'json' };
import teCatalogue from '../locales/te.json' with { type: 'json' };
import loCatalogue from '../locales/lo.json' with { type: 'json' };
import mnCatalogue from '../locales/mn.json' with { type: 'json' };
import kkCatalogue from '../locales/kk.json' with { type: 'json' };
import uzCatalogue from '../locales/uz.json' with { type: 'json' };
import faCatalogue from '../locales/fa.json' with { type: 'json' };
import swCatalogue from '../locales/sw.json' with { type: 'json' };

const catalogues: Record<LanguageCode, Partial<Catalogue>> = {
  MY: myCatalogue,
  EN: enCatalogue,
  CN: cnCatalogue,
  TW: twCatalogue,
  VI: viCatalogue,
  JA: jaCatalogue,
  TH: thCatalogue,
  TY: tyCatalogue,
  HI: hiCatalogue,
  ID: idCatalogue,
  BN: bnCatalogue,
  UR: urCatalogue,
  ES: esCatalogue,
  KM: kmCatalogue,
  KO: koCatalogue,
  MS: msCatalogue,
  PT: ptCatalogue,
  TR: trCatalogue,
  AR: arCatalogue,
  RU: ruCatalogue,
  FR: frCatalogue,
  DE: deCatalogue,
  IT: itCatalogue,
  NL: nlCatalogue,
  PL: plCatalogue,
  NE: neCatalogue,
  SI: siCatalogue,
  TA: taCatalogue,
  TE: teCatalogue,
  LO: loCatalogue,
  MN: mnCatalogue,
  KK: kkCatalogue,
  UZ: uzCatalogue,
  FA: faCatalogue,
  SW: swCatalogue,
};

/** Translates `key` into `language`, falling back to English and then to the key itself. */
export function translate(language: string, key: string, args: readonly (string | number)[] = []): string {
  const catalogue = catalogues[language.toUpperCase() as LanguageCode] as Record<string, string> | undefined;
  const english = catalogues.EN as Record<string, string>;
  const template = catalogue?.[key] ?? english[key] ?? key;
  return formatMessage(template, args);
}
