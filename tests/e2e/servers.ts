// Starts the real web servers with the shipped configs (deploy/) on a loopback port, serving a build at
// the domain root or under its sub-path, for tests/e2e/hosting.spec.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { caddyNotFoundRewrites, nginxNotFoundMap } from '@/integrations/hosting/notFoundRules';

/** A build and the folder it is served from ('/' or '/creator-hub/'). */
export interface SiteBuild {
  label: string;
  dist: string;
  base: string;
}

export interface WebServer {
  name: string;
  /** The server's executable, or undefined when it is not installed. */
  binary: string | undefined;
  /** Whether it sends the build's brotli copies (nginx only with its brotli module). */
  brotli: boolean;
  start(build: SiteBuild, port: number): RunningServer;
}

/** A started server; stop() ends it and removes its temporary folder. */
export interface RunningServer {
  stop(): Promise<void>;
}

/** Wraps a server process started from its own temporary folder (config, pid, logs, document root). */
function running(process: ChildProcess, dir: string): RunningServer {
  const exited = new Promise<void>((resolve) => {
    if (process.exitCode !== null || process.signalCode !== null) resolve();
    else process.once('exit', () => resolve());
  });
  return {
    async stop() {
      process.kill();
      const stubborn = setTimeout(() => process.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(stubborn);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The placeholder document root the shipped configs name. */
const DEPLOY_ROOT = '/var/www/creator-growth-hub';
const APACHE_MODULES = '/usr/lib/apache2/modules';
const runningAsRoot = process.getuid?.() === 0;

const installed = (...paths: string[]) => paths.find((path) => existsSync(path));

/**
 * The document root a host would use: the build itself at the domain root; under a sub-path, a folder
 * holding the build under the base's name, as when it is copied into an existing web space.
 */
function documentRoot(build: SiteBuild, dir: string): string {
  if (build.base === '/') return resolve(build.dist);
  const root = join(dir, 'www');
  const parts = build.base.split('/').filter(Boolean);
  let folder = root;
  for (const part of parts.slice(0, -1)) folder = join(folder, part);
  spawnSync('mkdir', ['-p', folder]);
  symlinkSync(resolve(build.dist), join(folder, parts.at(-1)!));
  // Apache's workers run as www-data: let them walk into the temporary folder.
  for (let path = folder; path.startsWith(dir); path = resolve(path, '..')) chmodSync(path, 0o755);
  return root;
}

/** Runs a server's configuration check, failing with its own message. */
function checkConfig(command: string, args: string[]) {
  const check = spawnSync(command, args, { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`${command} ${args.join(' ')}:\n${check.stdout}${check.stderr}`);
}

/** nginx's brotli module (Debian's libnginx-mod-http-brotli-static), which sends the stored .br copies. */
const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const nginxBrotli = existsSync(NGINX_BROTLI_MODULE);

const nginx: WebServer = {
  name: 'nginx',
  binary: installed('/usr/sbin/nginx', '/usr/bin/nginx'),
  brotli: nginxBrotli,
  start(build, port) {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    const shipped = readFileSync('deploy/nginx.conf', 'utf8');
    // Without the brotli module the shipped file says to delete this line: browsers then get gzip.
    const server = (nginxBrotli ? shipped : shipped.replace(/^\s*brotli_static on;\n/m, ''))
      .replace(/listen \d+;/, `listen 127.0.0.1:${port};`)
      .replace(/root [^;]+;/, `root ${documentRoot(build, dir)};`)
      // Under a sub-path the shipped file says to put the folder in front of each not-found page.
      .replace(/^map \$uri \$not_found_page \{[\s\S]*?^\}$/m, nginxNotFoundMap(build.base).join('\n'));
    const config = `${runningAsRoot ? 'user root;' : ''}
${nginxBrotli ? `load_module ${NGINX_BROTLI_MODULE};` : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${server}
}`;
    writeFileSync(join(dir, 'nginx.conf'), config);
    checkConfig(this.binary!, ['-t', '-c', join(dir, 'nginx.conf')]);
    return running(spawn(this.binary!, ['-c', join(dir, 'nginx.conf')], { stdio: 'ignore' }), dir);
  },
};

/** Apache with a minimal main config around the shipped virtual host; the build's .htaccess does the rest. */
const apache: WebServer = {
  name: 'Apache httpd',
  binary: installed('/usr/sbin/apache2', '/usr/sbin/httpd'),
  brotli: true,
  start(build, port) {
    const dir = mkdtempSync(join(tmpdir(), 'apache-test-'));
    const root = documentRoot(build, dir);
    const vhost = readFileSync('deploy/apache-vhost.conf', 'utf8')
      .replace('<VirtualHost *:80>', `<VirtualHost 127.0.0.1:${port}>`)
      .replaceAll(DEPLOY_ROOT, root);
    const modules = ['mpm_event', 'authz_core', 'mime', 'dir', 'rewrite', 'headers', 'filter', 'deflate'];
    const config = `ServerRoot ${dir}
DefaultRuntimeDir ${dir}
PidFile ${dir}/httpd.pid
ErrorLog ${dir}/error.log
LogLevel warn
Listen 127.0.0.1:${port}
ServerName 127.0.0.1
${modules.map((module) => `LoadModule ${module}_module ${APACHE_MODULES}/mod_${module}.so`).join('\n')}
TypesConfig /etc/mime.types
${runningAsRoot ? 'User www-data\nGroup www-data' : ''}
<Directory />
  AllowOverride None
  Require all denied
</Directory>
${vhost}`;
    writeFileSync(join(dir, 'httpd.conf'), config);
    checkConfig(this.binary!, ['-t', '-f', join(dir, 'httpd.conf')]);
    return running(spawn(this.binary!, ['-f', join(dir, 'httpd.conf'), '-DFOREGROUND'], { stdio: 'ignore' }), dir);
  },
};

const caddy: WebServer = {
  name: 'Caddy',
  binary: installed('/usr/bin/caddy', '/usr/local/bin/caddy'),
  brotli: true,
  start(build, port) {
    const dir = mkdtempSync(join(tmpdir(), 'caddy-test-'));
    // No admin endpoint (its fixed port would collide between instances) and no automatic HTTPS.
    const site = readFileSync('deploy/Caddyfile', 'utf8')
      .replace(':8080 {', `:${port} {\n\tbind 127.0.0.1`)
      .replace(`root * ${DEPLOY_ROOT}`, `root * ${documentRoot(build, dir)}`)
      .replace(/^(\t*)rewrite [^\n]*404\.html\n(?:\1rewrite [^\n]*404\.html\n)*/m, (_, indent: string) =>
        caddyNotFoundRewrites(build.base)
          .map((line) => `${indent}${line}\n`)
          .join(''),
      );
    writeFileSync(join(dir, 'Caddyfile'), `{\n\tadmin off\n\tauto_https off\n}\n\n${site}`);
    const args = ['--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'];
    const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
    checkConfig(this.binary!, ['validate', ...args]);
    return running(spawn(this.binary!, ['run', ...args], { stdio: 'ignore', env }), dir);
  },
};

export const WEB_SERVERS: readonly WebServer[] = [nginx, apache, caddy];
