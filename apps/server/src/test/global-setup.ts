import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot, openDatabase } from '../db/client';
import { startChainSets, type ChainSetUrls } from './shared-chains';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplateUrl: string | null;
    chainSets: ChainSetUrls[];
    /** The folder of the chain sets' lock files (shared-chains.ts chainSet). */
    chainSetLocks: string;
  }
}

/**
 * Migrates once per run: a PGlite snapshot every test file loads (~0.5 s instead of ~3 s to create),
 * or, with TEST_DATABASE_URL, a template database each test file copies with CREATE DATABASE ... TEMPLATE.
 * Starts the local chains once per run too: a set per worker (shared-chains.ts); the returned teardown stops them.
 */
export default async function setup(project: TestProject) {
  // One set per worker, and a spare for a file that starts while the last one's process is still exiting.
  const chains = await startChainSets(Math.max(1, project.config.maxWorkers) + 1);
  const locks = await mkdtemp(path.join(os.tmpdir(), 'paylink-chain-sets-'));
  project.provide('chainSets', chains.urls);
  project.provide('chainSetLocks', locks);
  try {
    await provideDatabase(project);
  } catch (error) {
    await chains.close();
    throw error;
  }
  return async () => {
    await chains.close();
    await rm(locks, { recursive: true, force: true });
  };
}

async function provideDatabase(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    // Named per run, so two test runs against one server do not drop each other's template.
    const templateName = `paylink_test_template_${process.pid}`;
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${templateName}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString() });
    await database.close();
    project.provide('postgresTemplateUrl', templateUrl.toString());
    project.provide('pgliteSnapshot', '');
    return;
  }
  const file = path.join(os.tmpdir(), `paylink-pglite-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplateUrl', null);
}
