package ovvi.herdr.ssh;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.Argv;
import ovvi.herdr.exec.Envelope;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.HerdrLocator;
import ovvi.herdr.exec.HomePath;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;

/**
 * A machine reached over SSH, whichever client carries it. Every run is one command line holding
 * the base64 envelope, so the machine's login shell, whatever it is, passes the command through
 * unchanged; herdr's lookup and the home files are runs like any other.
 */
public abstract class EnvelopeExec implements Exec, AutoCloseable {

	/** Runs its argument in the user's login shell, which alone has the PATH the user set up. */
	static final String IN_LOGIN_SHELL = "exec \"${SHELL:-/bin/sh}\" -lic \"$1\"";
	static final String READ_HOME_FILE = "exec cat -- \"$HOME/$1\"";
	/** The remote twin of AtomicFiles: temp file beside the target, then a rename; umask 077 makes folders 0700, files 0600. */
	static final String WRITE_HOME_FILE = "umask 077; f=\"$HOME/$1\"; d=$(dirname -- \"$f\") && mkdir -p -- \"$d\""
			+ " && t=$(mktemp \"$d/.ovvi.XXXXXX\") && { cat > \"$t\" && mv -f -- \"$t\" \"$f\" || { rm -f -- \"$t\"; exit 1; }; }";

	private final HerdrLocator<ExecException> herdr = new HerdrLocator<>(this::lookUpHerdr, path -> true, System::nanoTime);

	/** Starts one command line on the machine: the envelope, which the machine's login shell gets as it is. */
	protected abstract Run start(RunKind kind, String commandLine) throws ExecException;

	@Override
	public final Run run(RunKind kind, List<String> argv) throws ExecException {
		Envelope envelope = Envelope.of(kind.argv(Argv.check(argv)));
		Run run = start(kind, envelope.commandLine());
		if (envelope.stdinLine() != null) {
			try {
				run.writeLine(envelope.stdinLine());
			} catch (IOException e) {
				run.abort();
				throw new ExecException("a command could not be sent to " + target() + ": " + e.getMessage(), e);
			}
		}
		return run;
	}

	String lookUpHerdr(Duration timeout) throws ExecException, TimeoutException, InterruptedException {
		Run run = run(List.of("sh", "-c", IN_LOGIN_SHELL, "sh", HerdrLocator.LOOKUP));
		// a start-up file that reads stdin finds its end instead of waiting for it
		run.end();
		try {
			return HerdrLocator.pathIn(run.readAllWithin(timeout));
		} catch (IOException e) {
			throw new ExecException("herdr could not be looked up on " + target() + ": " + e.getMessage(), e);
		}
	}

	@Override
	public final String herdr() throws ExecException, InterruptedException {
		return herdr.herdr();
	}

	@Override
	public final void forgetHerdr() {
		herdr.forget();
	}

	@Override
	public final String read(HomePath path) throws InterruptedException {
		try {
			Run run = run(List.of("sh", "-c", READ_HOME_FILE, "sh", path.relative()));
			String content = run.readAll();
			return run.exit().get() == 0 ? content : null;
		} catch (IOException | ExecutionException e) {
			return null;
		}
	}

	@Override
	public final void write(HomePath path, String content) throws ExecException, InterruptedException {
		Run run = run(List.of("sh", "-c", WRITE_HOME_FILE, "sh", path.relative()));
		try {
			run.write(content);
			run.end();
			run.readAll();
			int status = run.exit().get();
			if (status != 0) {
				throw new ExecException("~/" + path.relative() + " could not be written on " + target() + ": "
						+ String.join(" ", run.stderrTail()));
			}
		} catch (IOException | ExecutionException e) {
			throw new ExecException("~/" + path.relative() + " could not be written on " + target() + ": " + e.getMessage(), e);
		}
	}

	@Override
	public final boolean isRemote() {
		return true;
	}

	/** Whether the machine is connected, or a connection is being made (maybe while the user is asked). */
	abstract boolean inUse();

	/** Ends the connection to the machine; a later run connects again. */
	@Override
	public abstract void close();
}
