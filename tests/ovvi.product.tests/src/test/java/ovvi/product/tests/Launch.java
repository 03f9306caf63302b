package ovvi.product.tests;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One run of the product's {@code ovvi} script with an environment the test controls. */
record Launch(int exitCode, String stdout, String stderr) {

	static Launch run(Path home, Map<String, String> environment, long timeoutSeconds)
			throws IOException, InterruptedException {
		Process process = start(home, environment);
		process.getOutputStream().close();
		// read while it runs: output larger than a pipe would otherwise hold the process up
		var stdout = java.util.concurrent.CompletableFuture.supplyAsync(() -> readQuietly(process.inputReader()));
		var stderr = java.util.concurrent.CompletableFuture.supplyAsync(() -> readQuietly(process.errorReader()));
		if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
			process.destroyForcibly();
			throw new AssertionError("ovvi did not exit within " + timeoutSeconds + " s");
		}
		return new Launch(process.exitValue(), stdout.join(), stderr.join());
	}

	static Process start(Path home, Map<String, String> environment) throws IOException {
		ProcessBuilder builder = new ProcessBuilder(List.of(Repository.product().resolve("ovvi").toString()));
		Map<String, String> env = builder.environment();
		env.keySet().removeIf(name -> name.startsWith("XDG_") || name.startsWith("OVVI_") || name.equals("JAVA_HOME"));
		env.put("HOME", home.toString());
		env.put("JAVA_HOME", System.getProperty("java.home"));
		environment.forEach((name, value) -> {
			if (value == null) {
				env.remove(name);
			} else {
				env.put(name, value);
			}
		});
		return builder.start();
	}

	private static String readQuietly(BufferedReader reader) {
		try {
			return read(reader);
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	private static String read(BufferedReader reader) throws IOException {
		try (reader) {
			StringBuilder text = new StringBuilder();
			reader.lines().forEach(line -> text.append(line).append('\n'));
			return text.toString();
		}
	}

	static BufferedReader lines(Process process) {
		return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
	}
}
