// What other features use of the sales desk: response times counted in business hours.
export {
  businessMinutesBefore,
  businessMinutesBetween,
  type Holidays,
  ONE_BUSINESS_DAY_MINUTES,
} from './business-time';
export { HOLIDAYS_SETTING, readHolidays } from './holidays';
