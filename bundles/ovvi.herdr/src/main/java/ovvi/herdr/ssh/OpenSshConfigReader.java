package ovvi.herdr.ssh;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The effective config as {@code ssh -G} prints it: OpenSSH resolves Include, Match (exec too),
 * Host patterns, canonicalisation and its defaults exactly as the user's own {@code ssh} would.
 */
final class OpenSshConfigReader implements HostConfigReader {

	/** Generous: a Match exec in the user's config runs its command. */
	private static final long TIMEOUT_SECONDS = 30;
	/** Options whose paths ssh expands itself, from the account's home. */
	private static final Set<String> EXPANDED_PATHS = Set.of("identityagent", "userknownhostsfile", "certificatefile", "controlpath");

	private final SshSettings settings;

	OpenSshConfigReader(SshSettings settings) {
		this.settings = settings;
	}

	@Override
	public HostConfig read(SshTarget target) throws SshException {
		Map<String, List<String>> options = options(target);
		try {
			return HostConfig.of(options, target, settings);
		} catch (IllegalArgumentException e) {
			throw new SshException(SshException.Reason.CONFIG, "the SSH config for " + target + " cannot be used: " + e.getMessage(), null, e);
		}
	}

	private Map<String, List<String>> options(SshTarget target) throws SshException {
		List<String> command = new ArrayList<>(List.of(settings.sshClient().toString(), "-G"));
		command.addAll(OpenSshArgs.config(settings));
		command.addAll(OpenSshArgs.userAndPort(target));
		command.addAll(OpenSshArgs.host(target));
		String output;
		String errors;
		int status;
		try {
			Process ssh = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
			CompletableFuture<String> stderr = CompletableFuture.supplyAsync(() -> readAll(ssh.getErrorStream()), Thread::startVirtualThread);
			output = readAll(ssh.getInputStream());
			if (!ssh.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
				ssh.destroyForcibly();
				throw new SshException(SshException.Reason.CONFIG, "ssh -G " + target.host() + " did not finish within " + TIMEOUT_SECONDS
						+ " s: a Match exec in your SSH config may be waiting", null, null);
			}
			status = ssh.exitValue();
			errors = stderr.join();
		} catch (IOException e) {
			throw new SshException(SshException.Reason.CONFIG, "OpenSSH's ssh (" + settings.sshClient() + ") could not run to read your SSH config: "
					+ e.getMessage(), null, e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new SshException(SshException.Reason.CONFIG, "reading the SSH config for " + target + " was interrupted", null, e);
		}
		if (status != 0) {
			throw new SshException(SshException.Reason.CONFIG, "your SSH config cannot be used for " + target + "; OpenSSH says: "
					+ meaningful(errors), null, null);
		}
		Map<String, List<String>> options = new LinkedHashMap<>();
		for (String line : output.split("\n")) {
			int space = line.indexOf(' ');
			if (space > 0) {
				String key = line.substring(0, space).toLowerCase();
				String value = line.substring(space + 1);
				options.computeIfAbsent(key, k -> new ArrayList<>()).add(EXPANDED_PATHS.contains(key) ? inHome(value) : value);
			}
		}
		return options;
	}

	/** ssh expanded ~ from the account's home; the config was read from this one. */
	private String inHome(String value) {
		String account = OpenSshArgs.accountHome() + "/";
		return value.replace(account, settings.home() + "/");
	}

	/** ssh's own words, without the notice about a terminal it prints to every run without one. */
	static String meaningful(String errors) {
		return String.join("; ", errors.lines().map(String::strip).filter(line -> !line.isEmpty())
				.filter(line -> !line.startsWith("Pseudo-terminal will not be allocated")).toList());
	}

	private static String readAll(InputStream in) {
		try (in) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			return "";
		}
	}
}
