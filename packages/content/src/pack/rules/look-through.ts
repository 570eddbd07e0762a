import type { IntroLoopSpec } from './model';

/**
 * Where the law stops looking through a chain of companies, the report says so for each company
 * below a trust or foundation (docs/content-pack.md, "Chains of companies"): a UK dwelling or a
 * gain below that does not reach the trust or foundation gives no risk, and the customer must see
 * why, not an empty cell. The notes name the company (`{loop.name}`); the conditions are the rules'
 * own chain tests, negated, so a note and a risk never say opposite things of one company.
 */
export function lookThroughNotes(category: 'trust' | 'foundation'): IntroLoopSpec {
  const holder = category === 'trust' ? 'the trust' : 'the foundation';
  return {
    id: `${category}-companies`,
    heading: `Companies below ${holder}`,
    loopKey: 'ownedChain',
    notes: [
      {
        id: `n-${category}-dwelling-not-reached`,
        name: 'UK dwelling not looked through',
        text: `{loop.name} holds a UK dwelling, but inheritance tax does not look through to it from ${holder}: on the way down there is a company that is not close, or ${holder}’s share comes to less than 5%. IHTA 1984 Sch A1 para 2 reaches only through close companies and disregards interests under 5%, so ${holder}’s shares are excluded property or not like any other non-UK asset. Test the close status and the shares again whenever they change.`,
        logic:
          "any(owned_chain, isLoop() and {company_uk_residential_property} = 'yes' and not @chain_dwelling_within_iht)",
      },
      {
        id: `n-${category}-gains-not-reached`,
        name: 'Company gains not apportioned',
        text: `{loop.name} realised gains on non-UK assets that are not apportioned to ${holder}: on the way down there is a company that is not close or is UK resident, or ${holder}’s share comes to 25% or less. TCGA 1992 s.3 apportions only the gains of a non-resident close company, through non-resident close companies (s.3(7)), to participators holding more than 25% with connected persons (s.3(4)).`,
        logic:
          "any(owned_chain, isLoop() and {company_realised_gains} anyof ['non_uk_assets', 'both'] and @company_non_resident and {company_economic_substance} != 'trading_with_substance' and not @chain_s3_gains)",
      },
    ],
  };
}
