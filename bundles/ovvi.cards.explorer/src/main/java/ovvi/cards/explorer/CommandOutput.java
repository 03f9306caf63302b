package ovvi.cards.explorer;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.osgi.util.NLS;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * One command's whole output on the pane's machine. argv goes to the machine as it is: file names
 * are arguments, never parts of a shell string.
 *
 * @param exit the command's exit status
 * @param stdout everything it printed
 * @param stderr the last lines of its errors, joined
 */
record CommandOutput(int exit, String stdout, String stderr) {

	/**
	 * Runs argv to its end within the time.
	 *
	 * @throws ExecException the machine could not be reached, or the command took too long: the
	 *         message says which and names the machine
	 */
	static CommandOutput of(Exec machine, List<String> argv, Duration limit) throws ExecException, InterruptedException {
		return of(machine, argv, "", limit);
	}

	/** Runs argv with the text as its stdin, which is closed after it. */
	static CommandOutput of(Exec machine, List<String> argv, String stdin, Duration limit) throws ExecException, InterruptedException {
		Run run = machine.run(argv);
		try {
			if (!stdin.isEmpty()) {
				run.write(stdin);
			}
		} catch (IOException ended) {
			// the command ended before it read all of it (a script that refused): its exit says why
		}
		run.end();
		try {
			String stdout = run.readAllWithin(limit);
			int exit = run.exit().get(limit.toMillis(), TimeUnit.MILLISECONDS);
			return new CommandOutput(exit, stdout, String.join("\n", run.stderrTail()).strip());
		} catch (ExecutionException lost) {
			throw new ExecException(NLS.bind(Messages.CommandOutput_lostWhile, machine.target(), argv.get(0)), lost);
		} catch (TimeoutException slow) {
			run.abort();
			throw new ExecException(NLS.bind(Messages.CommandOutput_tooSlow, new Object[] { argv.get(0), limit.toSeconds(), machine.target() }));
		} catch (IOException lost) {
			throw new ExecException(NLS.bind(Messages.CommandOutput_lost, machine.target(), lost.getMessage()), lost);
		}
	}

	/** The command's own reason, or the exit status when it gave none. */
	String reason() {
		return stderr.isEmpty() ? NLS.bind(Messages.CommandOutput_exitStatus, exit) : stderr;
	}
}
