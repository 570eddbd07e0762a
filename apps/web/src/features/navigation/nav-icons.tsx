import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { NavKey } from '@tsr/contract';
import type { ReactElement } from 'react';

export const NAV_ICONS: Record<NavKey, ReactElement> = {
  Home: <HomeOutlined />,
  Dashboard: <DashboardOutlined />,
  Product: <InfoOutlined />,
  Structure: <AddBoxOutlined />,
  SurveyEditor: <QuizOutlined />,
  ResponseEditor: <EditNoteOutlined />,
  RuleEditor: <GavelOutlined />,
  DefinitionEditor: <MenuBookOutlined />,
  Preview: <VisibilityOutlined />,
  UserReports: <DescriptionOutlined />,
  CustomerMetrics: <InsightsOutlined />,
  UserList: <PeopleOutlined />,
  Support: <HelpOutlineOutlined />,
  ChangePassword: <KeyOutlined />,
  Logout: <LogoutOutlined />,
};
