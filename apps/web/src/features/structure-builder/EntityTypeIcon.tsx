import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FoundationOutlined from '@mui/icons-material/FoundationOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { EntityType } from '@tsr/contract';
import { ENTITY_COLOUR } from '@tsr/domain/diagram';

const ICONS = {
  trust: AccountBalanceOutlined,
  foundation: FoundationOutlined,
  company: BusinessOutlined,
  nominee: AssignmentIndOutlined,
} as const;

/** The icon and colour of an entity type, the same in the form and in the diagram. */
export function EntityTypeIcon({ type, ...props }: { type: EntityType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon aria-hidden {...props} sx={{ color: ENTITY_COLOUR[type], ...props.sx }} />;
}
