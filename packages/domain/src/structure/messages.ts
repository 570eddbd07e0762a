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
} as const;
