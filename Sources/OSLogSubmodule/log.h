/* Empty on purpose: in OpenUIKit the unified logging API (`Logger`, `OSLog`, `OSLogType`,
   `os_log`) is part of the `os` Swift module. See module.modulemap. */
