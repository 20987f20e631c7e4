import type { ColumnType, Generated } from 'kysely';

/** Tables of the organizer tools: surveys, seating templates, retargeting advertising. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type SurveyQuestionType = 'text' | 'single' | 'multiple';

export interface SurveysTable {
  id: Generated<number>;
  event_id: number;
  title: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface SurveyQuestionsTable {
  id: Generated<number>;
  survey_id: number;
  position: number;
  title: string;
  type: SurveyQuestionType;
  /** jsonb array of option strings (single/multiple), null for text questions. Insert as JSON text. */
  options: ColumnType<string[] | null, string | null, string | null>;
  required: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SurveySubmissionsTable {
  id: Generated<number>;
  survey_id: number;
  ticket_id: number;
  created_at: CreatedAt;
}

export interface SurveyAnswersTable {
  id: Generated<number>;
  submission_id: number;
  question_id: number;
  value: string;
}

export interface SeatingTemplatesTable {
  id: Generated<number>;
  title: string;
  /** A json column, written and read as text (`data::text`) so the client's JSON is kept verbatim. */
  data: ColumnType<unknown, string, string>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AdPackagesTable {
  code: string;
  name: string;
}

export interface AdPackageItemsTable {
  code: string;
  package_code: string;
  price: number;
  position: number;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface DiscountsTable {
  id: Generated<number>;
  code: string;
  percent: number | null;
  amount: number | null;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  max_uses: number | null;
  uses: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export type AdOrderStatus = 'pending' | 'paid' | 'canceled';

export interface AdOrdersTable {
  id: Generated<number>;
  event_id: number;
  package_code: string;
  user_id: number | null;
  discount_id: number | null;
  subtotal: number;
  discount: number;
  total: number;
  status: ColumnType<AdOrderStatus, AdOrderStatus | undefined, AdOrderStatus>;
  created_at: CreatedAt;
  /** Set once, when the order becomes `paid` (migration 20261202T1800_advertising_payments). */
  paid_at: ColumnType<Date | null, never, Date | null>;
}

export interface AdOrderItemsTable {
  order_id: number;
  position: number;
  item_code: string;
  price: number;
}

export interface OrganizerToolsTables {
  surveys: SurveysTable;
  survey_questions: SurveyQuestionsTable;
  survey_submissions: SurveySubmissionsTable;
  survey_answers: SurveyAnswersTable;
  seating_templates: SeatingTemplatesTable;
  ad_packages: AdPackagesTable;
  ad_package_items: AdPackageItemsTable;
  discounts: DiscountsTable;
  ad_orders: AdOrdersTable;
  ad_order_items: AdOrderItemsTable;
}
