import {
  IconAddressBook,
  IconApi,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingStore,
  IconChecklist,
  IconCircleDot,
  IconFileInvoice,
  IconFilePencil,
  IconFiles,
  IconLayoutDashboard,
  IconListDetails,
  IconMail,
  IconPhone,
  IconReportAnalytics,
  IconSettings,
  IconShoppingCart,
  IconTarget,
  IconUserSquareRounded,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';

/** Icons for the sidebar groups of src/domain/navigation.ts, by group key; unknown keys get a dot. */
const icons: Record<string, TablerIcon> = {
  dashboard: IconLayoutDashboard,
  team: IconUsersGroup,
  pullApi: IconApi,
  automation: IconApi,
  report: IconReportAnalytics,
  lead: IconTarget,
  email: IconMail,
  emailSms: IconMail,
  branches: IconBuildingStore,
  banks: IconBuildingBank,
  sources: IconListDetails,
  contact: IconPhone,
  task: IconChecklist,
  documents: IconFiles,
  billing: IconFileInvoice,
  draft: IconFilePencil,
  purchase: IconShoppingCart,
  importantContacts: IconAddressBook,
  customers: IconUserSquareRounded,
  entities: IconBriefcase,
  entityManager: IconBriefcase,
  administration: IconSettings,
};

export function navIcon(key: string): TablerIcon {
  return icons[key] ?? IconCircleDot;
}
