package ovvi.herdr.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.jcraft.jsch.HostKey;
import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.UserInfo;

import ovvi.herdr.exec.AtomicFiles;

/**
 * known_hosts, with the caller's {@link HostKeyTrust} deciding on a key it does not vouch for.
 * JSch runs with StrictHostKeyChecking=yes, so whatever this repository does not call OK is refused.
 */
final class TrustedHostKeys implements HostKeyRepository {

    private final HostKeyRepository knownHosts;
    private final Path knownHostsFile;
    private final HostKeyTrust trust;
    private volatile HostKeyQuestion refused;
    /** Keys accepted for this connection only, so the host's extra connections do not ask again. */
    private final Set<String> acceptedOnce = ConcurrentHashMap.newKeySet();

    TrustedHostKeys(HostKeyRepository knownHosts, Path knownHostsFile, HostKeyTrust trust) {
        this.knownHosts = knownHosts;
        this.knownHostsFile = knownHostsFile;
        this.trust = trust;
    }

    /** The question the trust callback said no to in the last check, if any. */
    HostKeyQuestion refused() {
        return refused;
    }

    @Override
    public int check(String host, byte[] key) {
        int known = knownHosts.check(host, key);
        if (known == OK || acceptedOnce.contains(host + " " + fingerprint(key))) {
            return OK;
        }
        HostKeyQuestion question;
        HostKey hostKey;
        try {
            hostKey = new HostKey(host, key);
            question = new HostKeyQuestion(host, hostKey.getType(), fingerprint(key), known == CHANGED);
        } catch (JSchException e) {
            return known;
        }
        HostKeyTrust.Decision decision = trust.decide(question);
        if (decision == HostKeyTrust.Decision.REFUSE) {
            refused = question;
            return known;
        }
        if (decision == HostKeyTrust.Decision.ACCEPT_AND_REMEMBER) {
            remember(hostKey, question.changed());
        } else {
            acceptedOnce.add(host + " " + question.fingerprint());
        }
        return OK;
    }

    private void remember(HostKey hostKey, boolean replacing) {
        try {
            if (!Files.exists(knownHostsFile)) {
                AtomicFiles.createPrivateFolders(knownHostsFile.getParent());
                Files.createFile(knownHostsFile, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            }
        } catch (IOException e) {
            throw new IllegalStateException("known_hosts " + knownHostsFile + " could not be created: " + e.getMessage(), e);
        }
        if (replacing) {
            knownHosts.remove(hostKey.getHost(), hostKey.getType());
        }
        knownHosts.add(hostKey, null);
    }

    static String fingerprint(byte[] key) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(key);
            return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void add(HostKey hostkey, UserInfo ui) {
        knownHosts.add(hostkey, ui);
    }

    @Override
    public void remove(String host, String type) {
        knownHosts.remove(host, type);
    }

    @Override
    public void remove(String host, String type, byte[] key) {
        knownHosts.remove(host, type, key);
    }

    @Override
    public String getKnownHostsRepositoryID() {
        return knownHosts.getKnownHostsRepositoryID();
    }

    @Override
    public HostKey[] getHostKey() {
        return knownHosts.getHostKey();
    }

    @Override
    public HostKey[] getHostKey(String host, String type) {
        return knownHosts.getHostKey(host, type);
    }
}
