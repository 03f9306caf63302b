package ovvi.herdr.ssh;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Where the user's SSH setup lives: ~/.ssh/config, known_hosts, the default keys and the agent.
 *
 * @param agentSocket SSH_AUTH_SOCK, or null without an agent
 */
public record SshSettings(Path config, Path knownHosts, List<Path> defaultIdentities, Path agentSocket) {

    /** The user's own setup, from the home folder and the login shell's environment. */
    public static SshSettings of(Path home, Map<String, String> environment) {
        Path ssh = home.resolve(".ssh");
        String agent = environment.get("SSH_AUTH_SOCK");
        return new SshSettings(ssh.resolve("config"), ssh.resolve("known_hosts"),
                List.of(ssh.resolve("id_ed25519"), ssh.resolve("id_ecdsa"), ssh.resolve("id_rsa")),
                agent == null || agent.isEmpty() ? null : Path.of(agent));
    }
}
