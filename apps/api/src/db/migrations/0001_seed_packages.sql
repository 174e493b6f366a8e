-- The plans on sale. Prices are in cents; proposal, profile and template counts are per billing period.
INSERT INTO "packages" ("package_type", "name", "monthly_price_cents", "annual_price_cents", "trial_period_days", "money_back_guarantee_days", "email_support", "cover_letter", "proposal_letters", "freelancer_profiles", "templates", "add_user", "sort_order") VALUES
  ('free', 'free', 0, 0, 0, 0, false, true, 10, 1, 2, 0, 0),
  ('starter', 'starter', 1900, 19000, 7, 14, true, true, 150, 3, 10, 0, 1),
  ('pro', 'pro', 3900, 39000, 7, 30, true, true, 500, 10, 30, 0, 2),
  ('agencyExpansion', 'agency expansion', 9900, 99000, 7, 30, true, true, 2500, 50, 150, 10, 3);
