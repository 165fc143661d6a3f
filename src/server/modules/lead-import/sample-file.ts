import { CSV_BOM, csvRow } from '../../../domain/leads/csv';

/** The sample file: our columns and two example rows, one in Devanagari. */
export function sampleCsv(): string {
  return (
    CSV_BOM +
    csvRow([
      'Name',
      'Mobile',
      'Alternate mobile',
      'Email',
      'Source',
      'Branch',
      'Assigned to',
      'Project',
      'Requirement',
      'Budget',
      'City',
      'Status',
      'Next follow-up',
      'Notes',
      'Created date',
    ]) +
    csvRow([
      'Priya Sharma',
      '+91 98220 12345',
      '',
      'priya@example.com',
      '',
      '',
      '',
      'Green Valley',
      '2 BHK',
      '45 lakh',
      'Pune',
      'New',
      '15/03/2025 11:00',
      'Wants a corner flat',
      '01/03/2025',
    ]) +
    csvRow([
      'सुनील पाटील',
      '09876543210',
      '',
      '',
      '',
      '',
      '',
      'श्री गणेश रेसिडेन्सी',
      '1 BHK',
      '3500000',
      'नाशिक',
      'Interested',
      '',
      'संध्याकाळी फोन करा',
      '',
    ])
  );
}
