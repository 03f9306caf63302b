package ovvi.model.requests;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * Puts the ovvi command on a machine, in one run (over the relay on a remote one): it writes
 * ~/.cache/ovvi/bin/ovvi when the file is missing or carries an older version (a temporary file
 * beside it, then a rename; folders 0700, the file 0700 = 0600 and its executable bit), and
 * removes mailbox files older than 60 minutes, which no command waits for any more.
 */
public final class CommandInstall {

	public enum Result {
		INSTALLED, CURRENT
	}

	static final Duration STALE = Duration.ofMinutes(60);
	private static final Duration RUN_TIMEOUT = Duration.ofSeconds(30);
	/** touch -t's form; with TZ=UTC0 it is read as UTC, whatever the machine's zone. */
	private static final DateTimeFormatter TOUCH_STAMP = DateTimeFormatter.ofPattern("yyyyMMddHHmm.ss").withZone(ZoneOffset.UTC);

	/**
	 * $1 the carried version, $2 the stale files' time (UTC, touch -t); the command on stdin. find's
	 * -mmin is not POSIX, so a marker file with that time stands for it (! -newer).
	 */
	static final String SCRIPT = "umask 077; d=\"$HOME/.cache/ovvi\"; b=\"$d/bin\"; f=\"$b/ovvi\"; m=\"$d/rpc\"\n"
			+ "mkdir -p -- \"$b\" \"$m\" && chmod 700 -- \"$d\" \"$b\" \"$m\" || exit 1\n"
			+ "r=\"$d/.stale-marker\"; TZ=UTC0 touch -t \"$2\" \"$r\" && find \"$m\" -type f ! -newer \"$r\" -exec rm -f -- {} + ; rm -f -- \"$r\"\n"
			+ "have=$(sed -n 's/^OVVI_COMMAND_VERSION=\\([0-9][0-9]*\\)$/\\1/p' \"$f\" 2>/dev/null | sed -n 1p)\n"
			+ "if [ -n \"$have\" ] && [ \"$have\" -ge \"$1\" ]; then cat > /dev/null; echo current; exit 0; fi\n"
			+ "t=$(mktemp \"$b/.ovvi.XXXXXX\") || exit 1\n"
			+ "if cat > \"$t\" && chmod 700 -- \"$t\" && mv -f -- \"$t\" \"$f\"; then echo installed; else rm -f -- \"$t\"; exit 1; fi\n";

	private CommandInstall() {
	}

	/** Installs the carried command on the machine when needed; blocks for one run. */
	public static Result onto(Exec machine, Instant now) throws ExecException, InterruptedException {
		return onto(machine, OvviCommand.carried(), now);
	}

	static Result onto(Exec machine, OvviCommand command, Instant now) throws ExecException, InterruptedException {
		Run run = machine.run(List.of("sh", "-c", SCRIPT, "sh", Integer.toString(command.version()),
				TOUCH_STAMP.format(now.minus(STALE))));
		try {
			run.write(command.text());
			run.end();
			String said = run.readAllWithin(RUN_TIMEOUT).strip();
			int status = run.exit().get();
			if (status != 0) {
				throw new ExecException("the ovvi command could not be written to ~/" + OvviCommand.HOME_PATH + " on "
						+ machine.target() + ": " + String.join(" ", run.stderrTail()));
			}
			return said.equals("installed") ? Result.INSTALLED : Result.CURRENT;
		} catch (IOException | ExecutionException | TimeoutException e) {
			throw new ExecException("the ovvi command could not be written to ~/" + OvviCommand.HOME_PATH + " on "
					+ machine.target() + ": " + e.getMessage(), e);
		}
	}
}
