import type { Brand, Region, RegisterRules, SystemInfo } from '@jade/contract/system';
import { flattenWhitelabel, type ModuleId, type WhitelabelNode } from '@jade/contract/module-ids';
import { isLanguageCode, type LanguageCode } from '@jade/contract/languages';
import type { Cache } from '../../platform/cache/cache';
import { UnknownMerchantError } from '../../platform/errors';
import { buildModuleTree } from './module-tree';
import type { BrandRepository, BrandRow, MerchantRow } from './repository';

export interface Directory {
  brands: Map<number, BrandRow>;
  merchants: MerchantRow[];
  byCode: Map<string, MerchantRow>;
  defaultCode: string | undefined;
}

/** Lower-case host without port and without a leading `www.`. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

export function merchantForHost(merchants: readonly MerchantRow[], host: string): MerchantRow | undefined {
  const wanted = normaliseHost(host);
  if (!wanted) return undefined;
  return merchants.find((m) => m.domains.some((d) => normaliseHost(d) === wanted));
}

export function toRegion(m: MerchantRow): Region {
  return {
    merchantCode: m.code,
    country: m.country,
    countryName: m.countryName,
    countryDialingCode: m.dialingCode,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    currencyPosition: m.currencyPosition,
    langList: m.languages.filter(isLanguageCode) as LanguageCode[],
    domains: m.domains,
    isDefault: m.isDefault,
  };
}

export function createBrandService(deps: {
  repo: BrandRepository;
  cache: Cache;
  /** DEFAULT_MERCHANT: wins over the merchant flagged as default in the database. */
  defaultMerchant?: string | undefined;
}) {
  const { repo, cache } = deps;

  function directory(): Promise<Directory> {
    return cache.getOrLoad('brand:directory', async () => {
      const [brandRows, merchants] = await Promise.all([repo.listBrands(), repo.listMerchants()]);
      const byCode = new Map(merchants.map((m) => [m.code, m]));
      const configured =
        deps.defaultMerchant && byCode.has(deps.defaultMerchant) ? deps.defaultMerchant : undefined;
      return {
        brands: new Map(brandRows.map((b) => [b.id, b])),
        merchants,
        byCode,
        defaultCode: configured ?? merchants.find((m) => m.isDefault)?.code ?? merchants[0]?.code,
      };
    });
  }

  async function moduleTree(merchantCode: string): Promise<WhitelabelNode[]> {
    return cache.getOrLoad(`brand:modules:${merchantCode}`, async () =>
      buildModuleTree(await repo.listModules(merchantCode)),
    );
  }

  async function registerRules(brandId: number): Promise<RegisterRules> {
    return cache.getOrLoad(`brand:register:${brandId}`, async () => {
      const rules: RegisterRules = {};
      for (const r of await repo.listRegisterRules(brandId)) {
        (rules as Record<string, unknown>)[r.field] = {
          enabled: r.enabled,
          required: r.required,
          minLength: r.minLength,
          maxLength: r.maxLength,
          patternId: r.patternId,
          acceptedPattern: r.acceptedPattern,
        };
      }
      return rules;
    });
  }

  return {
    directory,
    moduleTree,

    /**
     * The merchant of a request: the `Merchant` header when sent, else the region whose domain is the
     * host, else the default merchant. An unknown code is an error, never a silent fallback.
     */
    async resolveMerchant(code: string | undefined, host: string | undefined): Promise<MerchantRow> {
      const dir = await directory();
      if (code !== undefined) {
        const found = dir.byCode.get(code);
        if (!found) throw new UnknownMerchantError();
        return found;
      }
      const byHost = host ? merchantForHost(dir.merchants, host) : undefined;
      const fallback = byHost ?? (dir.defaultCode ? dir.byCode.get(dir.defaultCode) : undefined);
      if (!fallback) throw new UnknownMerchantError();
      return fallback;
    },

    async moduleEnabled(merchantCode: string, modId: ModuleId): Promise<boolean> {
      // A module that is missing from the tree is off: a switch must exist to be on.
      return flattenWhitelabel(await moduleTree(merchantCode))[modId] === true;
    },

    /** Countries a visitor may come from when region restriction is on: those of the brand's regions. */
    async regionCountries(brandId: number): Promise<string[]> {
      const dir = await directory();
      return [...new Set(dir.merchants.filter((m) => m.brandId === brandId).map((m) => m.country))];
    },

    registerRules,

    /** Everything the permission call puts in `info`, cached per merchant. */
    async systemInfo(merchant: MerchantRow): Promise<SystemInfo> {
      return cache.getOrLoad(`brand:info:${merchant.code}`, async () => {
        const dir = await directory();
        const brand = dir.brands.get(merchant.brandId);
        if (!brand) throw new Error(`merchant ${merchant.code} has no brand`);
        const [whitelabel, register, resourceRows, csRows] = await Promise.all([
          moduleTree(merchant.code),
          registerRules(brand.id),
          repo.listResources(brand.id),
          repo.listCustomerService(brand.id),
        ]);
        const c = brand.config;
        const brandInfo: Brand = {
          name: brand.name,
          platform: c.platform,
          device: c.device,
          lotteryType: c.lotteryType,
          prizeModes: c.prizeModes,
          defaultLanguage: (isLanguageCode(brand.defaultLanguage)
            ? brand.defaultLanguage
            : 'MY') as LanguageCode,
          agentTypes: c.agentTypes,
          trialTypes: c.trialTypes,
          loginRequired: c.loginRequired,
        };
        return {
          merchantCode: merchant.code,
          brand: brandInfo,
          regions: dir.merchants.filter((m) => m.brandId === brand.id).map(toRegion),
          whitelabel,
          register,
          resources: resourceRows.map((r) => ({
            resourceType: r.resourceType as SystemInfo['resources'][number]['resourceType'],
            url: r.url,
            labelNameEn: r.labelNameEn,
            qrCodeUrl: r.qrCodeUrl,
          })),
          customerService: csRows.map((r) => ({
            csType: r.csType as 1 | 2 | 3,
            name: r.name,
            path: r.path,
          })),
          domainRoute: merchant.domains,
          mainDomain: merchant.domains[0] ?? '',
          analytics: { gtagId: c.gtagId },
          imageCDNs: c.imageCDNs,
          launchGameCDNs: c.launchGameCDNs,
        };
      });
    },
  };
}

export type BrandService = ReturnType<typeof createBrandService>;
