import {
  IconAddressBook,
  IconApi,
  IconBriefcase,
  IconBuildingBank,
  IconBuildingStore,
  IconCalendarTime,
  IconChecklist,
  IconCircleDot,
  IconFileInvoice,
  IconFilePencil,
  IconFiles,
  IconLayoutDashboard,
  IconListDetails,
  IconMail,
  IconPhone,
  IconPhoneCall,
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
  pullApis: IconApi,
  report: IconReportAnalytics,
  lead: IconTarget,
  emailSms: IconMail,
  branches: IconBuildingStore,
  banks: IconBuildingBank,
  sources: IconListDetails,
  contact: IconPhone,
  task: IconChecklist,
  followUps: IconCalendarTime,
  calls: IconPhoneCall,
  documents: IconFiles,
  billing: IconFileInvoice,
  draft: IconFilePencil,
  purchase: IconShoppingCart,
  importantContacts: IconAddressBook,
  customers: IconUserSquareRounded,
  entities: IconBriefcase,
  administration: IconSettings,
};

export function navIcon(key: string): TablerIcon {
  return icons[key] ?? IconCircleDot;
}
