import type { Company } from '../schemas/company';
import type { LetterFieldsByType, Letterhead, LetterType, Signatory } from '../schemas/letter';
import { letterDate } from './letter-date';

/**
 * What each letter shows before anyone types ("All fields start with sample text"),
 * with the cost break-up's sample amounts (agreement cost 2,900,000, amenities 203,000,
 * water connection 1,272,000: a Total Cost of 43,75,000). Dates are today's, as dd/mm/yyyy.
 */
export const emptyLetterhead: Letterhead = {
  name: '',
  address: '',
  phone: '',
  email: '',
  contactPerson: '',
  logoFileId: null,
};

/** The letterhead and signatory from the company profile; empty text where the profile has none. */
export function letterheadFromCompany(company: Company | null | undefined): {
  letterhead: Letterhead;
  signatory: Signatory;
} {
  if (!company) return { letterhead: emptyLetterhead, signatory: { name: '', title: 'Authorised Signatory' } };
  const address = [company.address, company.city, company.state, company.pincode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    letterhead: {
      name: company.name,
      address,
      phone: company.phone ?? '',
      email: company.email ?? '',
      contactPerson: company.signatoryName ?? '',
      logoFileId: company.logoFileId,
    },
    signatory: { name: company.signatoryName ?? '', title: company.signatoryTitle || 'Authorised Signatory' },
  };
}

/** A company profile is usable for a letterhead once it has at least a name. */
export function hasLetterhead(company: Company | null | undefined): boolean {
  return Boolean(company?.name.trim());
}

export function sampleLetterFields<T extends LetterType>(
  type: T,
  today: Date,
  company?: Company | null,
): LetterFieldsByType[T] {
  const date = letterDate(today);
  const head = letterheadFromCompany(company);
  const samples: { [K in LetterType]: LetterFieldsByType[K] } = {
    demand: {
      ...head,
      date,
      bankName: 'State Bank of India',
      bankBranch: 'Home Loan Centre, Shivajinagar, Pune 411005',
      subject: 'Release of home loan instalment for Flat No. B-304, Sai Residency',
      buyer1: 'Mr. Rahul Suresh Patil',
      buyer2: 'Mrs. Sneha Rahul Patil',
      flatAddress: 'Flat No. B-304, 3rd Floor, Wing B, Sai Residency, S. No. 45/2, Wakad, Pune 411057',
      totalConsideration: '₹43,75,000.00',
      amountPaid: '₹8,75,000.00',
      remainingAmount: '₹35,00,000.00',
      constructionStatus: 'RCC slab of the 5th floor completed',
      payeeName: 'Sai Residency Collection Account',
      payeeBank: 'HDFC Bank',
      payeeBranch: 'Baner, Pune',
      payeeAccountNo: '50200012345678',
      payeeIfsc: 'HDFC0001234',
    },
    receipt: {
      ...head,
      receiptNo: '001',
      date,
      amount: '₹5,00,000.00',
      amountInWords: 'Five Lakh Rupees Only',
      propertyDescription: 'Flat No. B-304, 3rd Floor, Wing B, Sai Residency, Wakad, Pune',
      payerNames: 'Mr. Rahul Suresh Patil and Mrs. Sneha Rahul Patil',
      payments: [
        { date, amount: '₹2,00,000.00', reference: 'Cheque No. 004512', bank: 'State Bank of India, Wakad' },
        { date, amount: '₹3,00,000.00', reference: 'RTGS UTR SBIN42612345678', bank: 'State Bank of India, Wakad' },
      ],
    },
    noc: {
      ...head,
      date,
      bankName: 'State Bank of India',
      bankBranch: 'Home Loan Centre, Shivajinagar, Pune 411005',
      buyerNames: 'Mr. Rahul Suresh Patil and Mrs. Sneha Rahul Patil',
      flatNo: 'B-304',
      floor: '3rd',
      wing: 'B',
      projectName: 'Sai Residency',
      projectAddress: 'S. No. 45/2, Wakad, Pune 411057',
      agreementValue: '₹43,75,000.00',
      agreementDate: date,
    },
    cost_breakup: {
      ...head,
      date,
      buyerName: 'Mr. Rahul Suresh Patil',
      flatNo: 'B-304',
      floor: '3rd',
      wing: 'B',
      scheme: 'Sai Residency, Wakad, Pune',
      areaCarpet: '650 sq. ft.',
      balconyCarpet: '85 sq. ft.',
      parkingArea: '1 covered car park',
      agreementCost: '29,00,000',
      gst: '',
      maintenance: '',
      amenities: '2,03,000',
      stampDuty: '',
      registration: '',
      liftCharges: '',
      mseb: '',
      waterConnection: '12,72,000',
    },
    possession: {
      ...head,
      signatory: { ...head.signatory, title: 'Director' },
      possessorName: 'Rahul Suresh Patil',
      fatherName: 'Suresh Ganpat Patil',
      flatDetails: 'Flat No. B-304, 3rd Floor, Wing B, Sai Residency, Wakad, Pune 411057',
      possessionDate: date,
      description: '2 BHK flat with 650 sq. ft. carpet area, 85 sq. ft. balcony and one covered car park',
      buyerName: 'Rahul Suresh Patil',
      buyerFatherName: 'Suresh Ganpat Patil',
      buyerCity: 'Wakad, Pune',
      witness1: 'Amit Vasant Joshi',
      witness2: 'Priya Mahesh Kulkarni',
    },
  };
  return structuredClone(samples[type]);
}
