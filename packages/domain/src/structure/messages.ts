/**
 * Message texts of spec 5.2, quoted exactly (including the spec's spelling 'entites'), and the
 * texts we chose where the spec gives a rule without wording.
 */
export const MESSAGES = {
  loop: 'Review cannot be started there is a loop in the entites',
  nomineeOnly: 'Review cannot be started with just a company acting as nominee only',
  noAssociatedParty:
    'Please ensure that you have completed all relevant fields and this entity has at least one associated party.',
  livingSettlorAfterDeceased: 'Living settlor cannot have a settlement date after a deceased settlor',
  deceasedSettlorBeforeLiving: 'Deceased settlor cannot have a settlement date before a living settlor',
  duplicateLivingSettlor: (name: string) => `Unable to add two living settlors with the name '${name}'`,
  duplicateShareholder: (name: string) => `Cannot have two shareholders with the same name: '${name}'`,
  deceasedShareholderEnd: (name: string) =>
    `The end of deceased shareholder ${name}'s period of ownership must not be after their settlement date`,
  // Our wording below: the spec states these rules without a message.
  partyNameMissing: 'Please enter a name',
  partyDateMissing: 'Please add at least one date',
  ownerDateMissing: 'Please add at least one date for this owner',
  invalidDate: (value: string) => `'${value}' is not a real date in the form dd/mm/yyyy`,
  trustSingleOwner: 'A trust can have at most one owning entity',
  ownerNotAllowed: (name: string) => `${name} cannot own this entity`,
  trustOwnedByTrust: (name: string) =>
    `${name} cannot own this trust: a trust cannot be owned by another trust`,
  trustOwnerOwnedByTrust: (name: string) =>
    `${name} cannot own this trust: it is owned by a trust, and an entity owned by a trust cannot act as settlor`,
  noEntities: 'Please add at least one entity',
  ownerMissing: (id: string) => `Owner '${id}' is not an entity of this structure`,
  entityMissing: (id: string) => `Entity '${id}' is listed but not part of this structure`,
  dateAfterExit: (exit: string) => `Date cannot be after the exit date ${exit}`,
  dateAfterEnd: 'Date cannot be after its end date',
  dateBeforeIncorporation: (incorporation: string) =>
    `Date cannot be before the date of incorporation ${incorporation}`,
  deceasedSettlorOneDate: 'A settlor who was deceased at settlement can have only one date',
  deceasedOnlyOne: 'Only one party of an entity can be marked deceased',
  invalidShare: (value: string) =>
    `'${value}' is not a share: enter a percentage more than 0 and at most 100, or choose a band`,
  shareOnlyForShareholding: 'Only a shareholding has a share: remove it from this date',
  shareOnlyForCompany: 'Only the owner of a company holds a share of it: remove the share from this date',
  nomineeNotShareholder: 'Only a shareholder can hold shares as nominee for someone',
  nomineePrincipalMissing: 'The principal this nominee holds for is not part of this structure',
  nomineeSelf: 'A nominee cannot hold shares for itself: choose the person or entity it holds for',
  nomineeForNominee: (name: string) =>
    `${name} is a company acting as nominee: choose the person or entity the shares are really held for`,
  nomineeCycle: (principal: string, company: string) =>
    `${principal} cannot hold ${company} through a nominee: ${company} holds ${principal}, which would make a loop`,
  nomineeBeforeIncorporation: (principal: string, start: string, incorporation: string) =>
    `The holding starts on ${start}, before ${principal} was incorporated on ${incorporation}`,
  nomineeAfterExit: (principal: string, exit: string) =>
    `The holding runs past ${principal}'s exit date ${exit}: end it by then`,
  nomineeAfterDeath: (principal: string, death: string) =>
    `The holding runs past ${principal}'s date of death ${death}: end it by then`,
} as const;
