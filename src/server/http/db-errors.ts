// Bad input that slipped past validation and was refused by the database is still the client's
// error, never a 500: the constraint that fired decides the answer.
import { AppError } from '../../shared/errors';
import { sqlState } from '../db/pg-error';
import { inputMessages } from './input-limits';

export function fromDatabaseError(err: unknown): AppError | null {
  switch (sqlState(err)) {
    case '22P02': // invalid_text_representation (e.g. a malformed uuid)
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22003': // numeric_value_out_of_range
    case '22001': // string_data_right_truncation
      return new AppError('BAD_REQUEST', 'The request contains an invalid value.', { cause: err });
    // A NUL slipped past the input checks: Postgres text (22021) and jsonb (22P05) cannot hold it.
    case '22021': // character_not_in_repertoire
    case '22P05': // untranslatable_character
      return new AppError('BAD_REQUEST', inputMessages.nul, { cause: err });
    case '23505':
      return new AppError('CONFLICT', 'This already exists.', { cause: err });
    case '23503':
      return new AppError('NOT_FOUND', 'A referenced record does not exist.', { cause: err });
    case '23514':
    case '23502':
      return new AppError('VALIDATION', 'The request breaks a rule of the data (a value is missing or out of range).', { cause: err });
    case '23P01':
    case '40P01':
      return new AppError('SLOT_NOT_AVAILABLE', 'The selected time slot is no longer available. Please choose another time.', { cause: err });
    default:
      return null;
  }
}
