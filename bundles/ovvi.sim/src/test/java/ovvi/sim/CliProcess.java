package ovvi.sim;

import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The simulator's herdr CLI as a real child process with the fixture's environment. */
public final class CliProcess implements AutoCloseable {

	private static final JsonObject EOF = new JsonObject();

	private final Process process;
	private final BlockingQueue<JsonObject> stdout = new LinkedBlockingQueue<>();
	private final StringBuffer stderr = new StringBuffer();
	private final Thread stderrReader;

	public CliProcess(SimFixture fx, String... args) throws IOException {
		List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:+DisplayVMOutputToStderr", "-cp",
				System.getProperty("java.class.path"), "ovvi.sim.cli.Main"));
		argv.addAll(List.of(args));
		ProcessBuilder pb = new ProcessBuilder(argv);
		pb.environment().clear();
		pb.environment().putAll(fx.env.vars());
		process = pb.start();
		Thread.ofVirtual().start(() -> {
			try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
				String line;
				while ((line = in.readLine()) != null) {
					try {
						stdout.add(JsonParser.parseString(line).getAsJsonObject());
					} catch (RuntimeException e) {
						stderr.append("[stdout line that is not JSON: ").append(line).append("]\n");
					}
				}
			} catch (IOException e) {
				// process gone
			}
			stdout.add(EOF);
		});
		stderrReader = Thread.ofVirtual().start(() -> {
			try {
				// line by line, so a test can wait for a note the stream writes while it goes on
				var lines = new java.io.BufferedReader(new java.io.InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8));
				for (String line = lines.readLine(); line != null; line = lines.readLine()) {
					stderr.append(line).append('\n');
				}
			} catch (IOException e) {
				// process gone
			}
		});
	}

	public JsonObject next(long timeoutMs) throws InterruptedException {
		JsonObject o = stdout.poll(timeoutMs, TimeUnit.MILLISECONDS);
		if (o == null) {
			fail("no stdout line within " + timeoutMs + " ms; stderr: " + stderr);
		}
		if (o == EOF) {
			fail("stdout ended; stderr: " + stderr);
		}
		return o;
	}

	/** Reads frames until the decoded screen bytes contain the text. @return that frame */
	public JsonObject frameContaining(String text, long timeoutMs) throws InterruptedException {
		long deadline = System.currentTimeMillis() + timeoutMs;
		while (true) {
			JsonObject o = next(Math.max(1, deadline - System.currentTimeMillis()));
			if (o.get("type").getAsString().equals("terminal.frame") && decode(o).contains(text)) {
				return o;
			}
		}
	}

	public JsonObject closed(long timeoutMs) throws InterruptedException {
		long deadline = System.currentTimeMillis() + timeoutMs;
		while (true) {
			JsonObject o = next(Math.max(1, deadline - System.currentTimeMillis()));
			if (o.get("type").getAsString().equals("terminal.closed")) {
				return o;
			}
		}
	}

	public static String decode(JsonObject frame) {
		return new String(Base64.getDecoder().decode(frame.get("bytes").getAsString()), StandardCharsets.UTF_8);
	}

	public void send(String line) throws IOException {
		OutputStream in = process.getOutputStream();
		in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
		in.flush();
	}

	public void closeStdin() throws IOException {
		process.getOutputStream().close();
	}

	/** SIGKILL, as a crash would end it, and waits until it is gone (its sockets closed by the kernel). */
	public void kill() throws InterruptedException {
		process.destroyForcibly().waitFor();
	}

	public int exit(long timeoutMs) throws InterruptedException {
		if (!process.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) {
			fail("the CLI did not exit; stderr: " + stderr);
		}
		stderrReader.join(timeoutMs); // all of stderr is read once the exited process's pipe ends
		return process.exitValue();
	}

	public String stderr() {
		return stderr.toString();
	}

	@Override
	public void close() {
		process.destroyForcibly();
	}
}
