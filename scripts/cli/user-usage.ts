/** Usage of `tm user` and `tm member` (kept apart so `tm` loads the database only for those). */
export const USER_USAGE = `  user add --email <email> --name <name> [--password-stdin]
                                    add a person who signs in to a shared server; the password is
                                    read from stdin with --password-stdin, else asked for twice
  user passwd --email <email> [--password-stdin]
                                    set a new password
  user list                         list the people
  member add <pack> --email <email> --role owner|editor|viewer
  member set <pack> --email <email> --role owner|editor|viewer
  member remove <pack> --email <email>
  member list <pack>                a pack's members (a pack with none is shared read-only)`;
