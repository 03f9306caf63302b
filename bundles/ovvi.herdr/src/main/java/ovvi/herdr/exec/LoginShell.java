package ovvi.herdr.exec;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * This computer's login shell, asked for its environment and herdr's path in one run. A desktop
 * app does not get the shell's environment, so PATH and friends come from {@code $SHELL -lic}.
 *
 * <p>Start-up files may print anything, so the answer is read only after a marker that is new for
 * each run, and the run counts as done at a closing marker: a daemon started by an rc file may
 * keep stdout open long after the shell has gone.
 */
final class LoginShell {

	record Answer(Map<String, String> environment, String herdrPath) {
	}

	private final String shell;
	private final Map<String, String> environment;

	LoginShell(String shell, Map<String, String> environment) {
		this.shell = shell;
		this.environment = Map.copyOf(environment);
	}

	Answer ask(Duration timeout) throws TimeoutException, InterruptedException, ExecException {
		String half = UUID.randomUUID().toString().replace("-", "");
		// The marker is printed in two halves so that a shell echoing its commands never shows it whole.
		String marker = "ovvi" + half;
		String print = "printf '\\n%s%s\\n' ovvi " + half;
		String script = print + "; env -0; " + print + "; " + HerdrLocator.LOOKUP + "; " + print;
		ProcessBuilder builder = new ProcessBuilder(List.of(shell, "-lic", script));
		builder.environment().clear();
		builder.environment().putAll(environment);
		Process process;
		try {
			process = builder.start();
		} catch (IOException e) {
			throw new ExecException("the login shell " + shell + " could not start: " + e.getMessage(), e);
		}
		closeQuietly(process);
		CompletableFuture<String> errors = CompletableFuture.supplyAsync(() -> lastLine(process.getErrorStream()), PipeReaders.EXECUTOR);
		CompletableFuture<String> output = CompletableFuture.supplyAsync(
				() -> readUntilThirdMarker(process.getInputStream(), marker), PipeReaders.EXECUTOR);
		try {
			return parse(output.get(timeout.toMillis(), TimeUnit.MILLISECONDS), marker);
		} catch (TimeoutException | InterruptedException e) {
			// no one waits for its answer any more, and a shell that hangs would keep running
			process.destroyForcibly();
			throw e;
		} catch (ExecutionException e) {
			// Both pipes close as the shell exits; a daemon it started may hold stderr, hence the bound.
			String said = errors.completeOnTimeout("", 1, TimeUnit.SECONDS).join();
			throw new ExecException("the login shell " + shell + " gave no answer: " + e.getCause().getMessage()
					+ (said.isEmpty() ? "" : " (it said: " + said + ")"), e.getCause());
		} finally {
			output.cancel(true);
		}
	}

	private static void closeQuietly(Process process) {
		try {
			process.getOutputStream().close();
		} catch (IOException e) {
			// The shell may already have exited; a closed stdin is all that was wanted.
		}
	}

	/** The last line a shell wrote to stderr, for the message when it gives no answer. */
	private static String lastLine(InputStream err) {
		String last = "";
		try (var lines = new BufferedReader(new InputStreamReader(err, StandardCharsets.UTF_8))) {
			for (String line = lines.readLine(); line != null; line = lines.readLine()) {
				if (!line.isBlank()) {
					last = line.strip();
				}
			}
		} catch (IOException e) {
			// Only a hint for the message is lost.
		}
		return last;
	}

	private static String readUntilThirdMarker(InputStream in, String marker) {
		byte[] needle = ("\n" + marker + "\n").getBytes(StandardCharsets.UTF_8);
		ByteArrayOutputStream seen = new ByteArrayOutputStream();
		byte[] buffer = new byte[8192];
		try (in) {
			int markers = 0;
			int n;
			while ((n = in.read(buffer)) >= 0) {
				seen.write(buffer, 0, n);
				String text = "\n" + seen.toString(StandardCharsets.UTF_8);
				markers = count(text, new String(needle, StandardCharsets.UTF_8));
				if (markers >= 3) {
					break;
				}
			}
			if (markers < 3) {
				throw new IllegalStateException("its output ended before the answer was complete");
			}
			return seen.toString(StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new IllegalStateException(e.getMessage(), e);
		}
	}

	private static int count(String text, String needle) {
		int count = 0;
		for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
			count++;
		}
		return count;
	}

	static Answer parse(String output, String marker) {
		String text = "\n" + output;
		String line = "\n" + marker + "\n";
		int first = text.indexOf(line);
		int second = text.indexOf(line, first + 1);
		int third = text.indexOf(line, second + 1);
		Map<String, String> variables = new HashMap<>();
		for (String entry : text.substring(first + line.length(), second).split("\0")) {
			int eq = entry.indexOf('=');
			if (eq > 0) {
				variables.put(entry.substring(0, eq), entry.substring(eq + 1));
			}
		}
		return new Answer(variables, HerdrLocator.pathIn(text.substring(second + line.length(), third + 1)));
	}
}
