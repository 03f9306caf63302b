package ovvi.herdr.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.jcraft.jsch.ConfigRepository;
import com.jcraft.jsch.OpenSSHConfig;

/**
 * ~/.ssh/config as JSch reads it, for a computer without OpenSSH's client: Host blocks and their
 * options, but no Include, no Match, and none of OpenSSH's canonicalisation.
 */
final class JschConfigReader implements HostConfigReader {

	private static final List<String> OPTIONS = List.of("HostName", "Port", "User", "IdentityFile", "IdentitiesOnly", "IdentityAgent",
			"CertificateFile", "ProxyJump", "ProxyCommand", "ServerAliveInterval", "ServerAliveCountMax", "ConnectTimeout",
			"UserKnownHostsFile", "StrictHostKeyChecking", "HashKnownHosts", "BatchMode", "PasswordAuthentication",
			"KbdInteractiveAuthentication", "NumberOfPasswordPrompts");

	private final SshSettings settings;

	JschConfigReader(SshSettings settings) {
		this.settings = settings;
	}

	@Override
	public HostConfig read(SshTarget target) throws SshException {
		Map<String, List<String>> options = new LinkedHashMap<>();
		if (Files.isRegularFile(settings.config())) {
			ConfigRepository.Config config;
			try {
				config = OpenSSHConfig.parseFile(settings.config().toString()).getConfig(target.host());
			} catch (IOException e) {
				throw new SshException(SshException.Reason.CONFIG, "your SSH config " + settings.config() + " cannot be read: " + e.getMessage(), null, e);
			}
			for (String option : OPTIONS) {
				String[] values = config.getValues(option);
				if (values != null && values.length > 0) {
					options.put(option.toLowerCase(), Arrays.asList(values));
				}
			}
		}
		try {
			return HostConfig.of(options, target, settings);
		} catch (IllegalArgumentException e) {
			throw new SshException(SshException.Reason.CONFIG, "the SSH config for " + target + " cannot be used: " + e.getMessage(), null, e);
		}
	}
}
